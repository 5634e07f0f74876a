import { DEFAULT_AUTHOR_NAME, DEFAULT_EDITION, editionByCode } from "@matv/shared";
import { useEdition } from "../../i18n/texts";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { StoryLink } from "../article-modal/ArticleModalContext";
import type { HomeStory } from "./sectionData";
import { TimeAgo } from "../../components/TimeAgo";

interface StoryCardProps {
  article: HomeStory;
  variant?: "large" | "normal" | "compact";
  priority?: boolean;
  sizes?: string;
  /** Extra line under the summary (tags, views, likes). */
  extra?: React.ReactNode;
  now?: Date;
}

/** The card's class: its parts are styled from it (app.css), not from a class list each (ADR 088). */
const CARD_CLASS = { large: "story-card story-card-large", normal: "story-card", compact: "story-card story-card-compact" } as const;

/** A home card: image, category, title, summary, author and time. A click opens the article modal. */
export function StoryCard({ article, variant = "normal", priority = false, sizes, extra, now }: StoryCardProps) {
  const compact = variant === "compact";
  const large = variant === "large";
  const edition = useEdition();
  // A card in another language than the page's (an English story filling the Hindi home) says so to screen readers.
  const language = article.language ?? DEFAULT_EDITION.code;
  return (
    <article className={CARD_CLASS[variant]} lang={language !== edition.code ? editionByCode(language).lang : undefined}>
      <ResponsiveImage
        src={article.img || article.imageUrl}
        alt=""
        width={compact ? 160 : 1200}
        height={compact ? 90 : 675}
        sizes={sizes ?? (large ? "(min-width: 1024px) 50vw, 100vw" : compact ? "160px" : "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw")}
        priority={priority}
        styledByParent
      />
      <div>
        {!compact && article.category && <span>{article.category}</span>}
        <h3>
          <StoryLink article={article}>{article.title}</StoryLink>
        </h3>
        {!compact && article.summary && <p className="story-summary">{article.summary}</p>}
        {extra}
        <p>
          {article.author || DEFAULT_AUTHOR_NAME}
          {article.publishedAt && " · "}
          <TimeAgo date={article.publishedAt} now={now} />
        </p>
      </div>
    </article>
  );
}
