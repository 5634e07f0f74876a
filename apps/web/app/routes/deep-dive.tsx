import {
  deepDivePath,
  deepDiveReadTime,
  editionByCode,
  editionOfPath,
  FALLBACK_IMAGE,
  isObjectId,
  previewDescription,
  SITE,
  socialImage,
  youtubeEmbedUrl,
} from "@matv/shared";
import { redirect } from "react-router";
import { storyEditionLinks } from "../i18n/storyEditionLinks";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { BackButton } from "../features/sections/BackButton";
import { useT } from "../i18n/texts";
import { pageTexts } from "../i18n/texts.server";
import { postingPageMeta } from "../lib/seo";
import { notFound } from "../lib/loaderResponses";
import type { Route } from "./+types/deep-dive";

/** `/deep-dive/{id}`: a deep-dive card's long read (spec 001 §2 "Deep dive article page"). */
const DEEP_DIVE_NOT_FOUND = "Deep dive not found";

export async function loader({ params, context, url: address }: Route.LoaderArgs) {
  if (!isObjectId(params.id)) notFound(DEEP_DIVE_NOT_FOUND);
  const card = await context.site.deepDive.get(params.id.toLowerCase());
  if (!card) notFound(DEEP_DIVE_NOT_FOUND);
  const edition = editionOfPath(address.pathname).code;
  const language = card.language ?? "en";
  const ownPath = deepDivePath(card._id, language);
  const translations = card.translations ?? [];
  // A card in another edition than the one asked for (ADR 083): its translation there, else its own address; an
  // English card without a translation stays readable in every edition (its words marked English).
  if (edition !== language) {
    const there = translations.find((t) => t.language === edition);
    if (there) throw redirect(there.url, 301);
    if (language !== "en") throw redirect(ownPath, 301);
  }
  return {
    card,
    url: `${context.origin}${ownPath}`,
    origin: context.origin,
    textLang: edition !== language ? editionByCode(language).lang : undefined,
    texts: pageTexts(address, ["deepDive"]),
    // A card with translations pairs with them as a story does (ADR 077): reciprocal hreflang and the language switch.
    ...(translations.length ? { editionLinks: storyEditionLinks({ language, translations, pages: [] }, ownPath) } : {}),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Deep dive not found | ${SITE.name}` }, { name: "robots", content: "noindex" }];
  const { card, url, origin } = d;
  const title = card.heading || card.title;
  const image = new URL(socialImage(card.image || card.img, FALLBACK_IMAGE), origin).toString();
  const description = previewDescription(null, card.content || card.sections[0]?.paragraph || card.title);
  return postingPageMeta({
    type: "NewsArticle",
    title,
    description,
    url,
    image,
    origin,
    posting: { dateModified: card.updatedAt, articleSection: card.category ?? "Deep Dive", author: { "@type": "Organization", name: SITE.fullName } },
    trail: [{ name: title, item: url }],
  });
};

export default function DeepDivePage({ loaderData }: Route.ComponentProps) {
  const { card, textLang } = loaderData;
  const t = useT();
  // The card's own words carry its language (an English card read in the Hindi edition); the page's words are the edition's.
  return (
    <article className="mx-auto max-w-3xl">
      <BackButton fallback="/" />
      <p className="mt-6 text-sm font-bold uppercase tracking-wide text-brand" lang={card.category ? textLang : undefined}>
        {card.category || t("deepDive.label")}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl" lang={textLang}>
        {card.heading || card.title}
      </h1>
      <p className="mt-3 text-sm text-gray-700">{t("deepDive.updated", { minutes: deepDiveReadTime(card) })}</p>
      <ResponsiveImage src={card.image || card.img} alt="" sizes="(min-width: 768px) 48rem, 100vw" priority className="mt-6 aspect-video w-full rounded-lg" />
      {card.content && <div className="prose-article mt-6 text-lg font-medium" lang={textLang} dangerouslySetInnerHTML={{ __html: card.content }} />}
      {card.sections.map((section, i) => {
        const embed = youtubeEmbedUrl(section.video);
        return (
          <section key={i} className="mt-10" lang={textLang} aria-labelledby={section.subheading ? `dd-section-${i}` : undefined}>
            {section.subheading && (
              <h2 id={`dd-section-${i}`} className="text-2xl font-bold">
                {section.subheading}
              </h2>
            )}
            {/* Sanitised when saved and again when read (services/deepDive). */}
            <div className="prose-article mt-3 text-lg" dangerouslySetInnerHTML={{ __html: section.paragraph }} />
            {section.image && (
              <ResponsiveImage src={section.image} alt="" sizes="(min-width: 768px) 48rem, 100vw" className="mt-4 aspect-video w-full rounded-lg" />
            )}
            {embed && (
              <div className="mt-4 aspect-video w-full overflow-hidden rounded-lg bg-black">
                <iframe
                  src={embed}
                  title={section.subheading ? t("deepDive.videoOf", { title: section.subheading }) : t("deepDive.video")}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="h-full w-full border-0"
                />
              </div>
            )}
          </section>
        );
      })}
    </article>
  );
}
