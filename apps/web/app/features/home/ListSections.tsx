import {
  communityCardTags,
  DEFAULT_AUTHOR_NAME,
  deepDiveCards,
  formatReadTime,
  splitCommunity,
  splitMoney,
  splitMoreToExplore,
  splitTopStories,
} from "@matv/shared";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { StoryLink } from "../article-modal/ArticleModalContext";
import { fetchAcceptedList, fetchMoney, FEED_LIMITS, type HomeStory, type SectionResult } from "./sectionData";
import { communitySamples, deepDiveSamples, moreToExploreSamples, topStorySamples } from "./samples";
import { TimeAgo } from "../../components/TimeAgo";
import { useT } from "../../i18n/texts";
import { CategoryBadge, SectionShell } from "./SectionShell";
import { StoryCard } from "./StoryCard";
import { useSection } from "./useSection";

const nonEmpty = (list: HomeStory[]) => list.length > 0;
type Initial = SectionResult<HomeStory[]> | null | undefined;

/** Latest news as More to Explore: first left, second right, items 3-6 bottom. */
export function MoreToExplore({ initial }: { initial: Initial }) {
  const [state, retry] = useSection({
    key: "latest-news",
    initial,
    load: () => fetchAcceptedList("latest-news", FEED_LIMITS.latest),
    fallback: moreToExploreSamples,
    accept: nonEmpty,
  });
  const t = useT();
  return (
    <SectionShell
      id="more-to-explore"
      title={t("feed.latest-news")}
      state={state}
      loadingText={t("home.storiesLoading")}
      failedText={t("home.storiesFailed")}
      onRetry={retry}
    >
      {(list) => {
        const { left, right, bottom } = splitMoreToExplore(list);
        return (
          <div className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-2" data-layout="top">
              {left && <StoryCard article={left} variant="large" priority />}
              {/* Only the first picture is the phone's LCP: a second high-priority one shared its bandwidth. */}
              {right && <StoryCard article={right} variant="large" />}
            </div>
            {bottom.length > 0 && (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-layout="bottom">
                {bottom.map((a) => (
                  <StoryCard key={a._id} article={a} />
                ))}
              </div>
            )}
          </div>
        );
      }}
    </SectionShell>
  );
}

/** Deep Dive: the first 4 as cards with image, category, read time, title, summary, time ago, author. */
export function DeepDive({ initial }: { initial: Initial }) {
  const [state, retry] = useSection({
    key: "deep-dive",
    initial,
    load: () => fetchAcceptedList("deep-dive", FEED_LIMITS.deepDive),
    fallback: deepDiveSamples,
    accept: nonEmpty,
  });
  const t = useT();
  return (
    <SectionShell
      id="deep-dive"
      title={t("feed.deep-dive")}
      state={state}
      loadingText={t("home.deepDiveLoading")}
      failedText={t("home.deepDiveFailed")}
      onRetry={retry}
    >
      {(list) => (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-layout="cards">
          {deepDiveCards(list).map((a) => (
            <article key={a._id} className="deep-dive-card">
              <ResponsiveImage
                src={a.img || a.imageUrl}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                width={800}
                height={600}
                styledByParent
              />
              <div>
                <p className="flex items-center justify-between gap-2 text-xs">
                  <CategoryBadge>{a.category || a.pages[0] || t("feed.deep-dive")}</CategoryBadge>
                  <span>{formatReadTime(a.readTime)}</span>
                </p>
                <h3>
                  <StoryLink article={a}>{a.title}</StoryLink>
                </h3>
                <p className="line-clamp-3 text-sm text-gray-200">{a.summary || a.title}</p>
                <p className="mt-auto flex justify-between text-xs text-gray-200">
                  <span>{a.author || DEFAULT_AUTHOR_NAME}</span>
                  <TimeAgo date={a.publishedAt} />
                </p>
              </div>
            </article>
          ))}
        </div>
      )}
    </SectionShell>
  );
}

/** Top Stories: first 2 main, the rest bottom. */
export function TopStories({ initial }: { initial: Initial }) {
  const [state, retry] = useSection({
    key: "top-stories",
    initial,
    load: () => fetchAcceptedList("top-stories", FEED_LIMITS.topStories),
    fallback: topStorySamples,
    accept: nonEmpty,
  });
  const t = useT();
  return (
    <SectionShell
      id="top-stories"
      title={t("feed.top-stories")}
      state={state}
      loadingText={t("home.topStoriesLoading")}
      failedText={t("home.topStoriesFailed")}
      onRetry={retry}
    >
      {(list) => {
        const { main, bottom } = splitTopStories(list);
        return (
          <div className="space-y-6">
            <div className="grid gap-6 md:grid-cols-2" data-layout="main">
              {main.map((a) => (
                <StoryCard key={a._id} article={a} variant="large" />
              ))}
            </div>
            {bottom.length > 0 && (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-layout="bottom">
                {bottom.map((a) => (
                  <StoryCard key={a._id} article={a} />
                ))}
              </div>
            )}
          </div>
        );
      }}
    </SectionShell>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const shown = communityCardTags(tags);
  const t = useT();
  if (!shown.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t("common.tags")}>
      {shown.map((tag) => (
        <li key={tag} className="story-tag">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** Community: first main, next 2 side, the rest additional; 2 tags a card. */
export function Community({ initial }: { initial: Initial }) {
  const [state, retry] = useSection({
    key: "community",
    initial,
    load: () => fetchAcceptedList("community", FEED_LIMITS.community),
    fallback: communitySamples,
    accept: nonEmpty,
  });
  const t = useT();
  return (
    <SectionShell
      id="community"
      title={t("feed.community")}
      state={state}
      loadingText={t("home.communityLoading")}
      failedText={t("home.communityFailed")}
      onRetry={retry}
    >
      {(list) => {
        const { main, side, additional } = splitCommunity(list);
        return (
          <div className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2" data-layout="main">
                {main && <StoryCard article={main} variant="large" extra={<Tags tags={main.tags} />} />}
              </div>
              <div className="grid gap-4" data-layout="side">
                {side.map((a) => (
                  <StoryCard key={a._id} article={a} extra={<Tags tags={a.tags} />} />
                ))}
              </div>
            </div>
            {additional.length > 0 && (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-layout="additional">
                {additional.map((a) => (
                  <StoryCard key={a._id} article={a} variant="compact" extra={<Tags tags={a.tags} />} />
                ))}
              </div>
            )}
          </div>
        );
      }}
    </SectionShell>
  );
}

/** Money: the top 3 featured, the rest as a list; no samples (spec 000 §4). */
export function Money({ initial }: { initial: Initial }) {
  const [state, retry] = useSection({ key: "money", initial, load: fetchMoney });
  const t = useT();
  return (
    <SectionShell id="money" title={t("feed.money")} state={state} loadingText={t("home.moneyLoading")} failedText={t("home.moneyFailed")} onRetry={retry}>
      {(list) => {
        if (!list.length) return <p className="text-gray-700">{t("home.noMoney")}</p>;
        const { featured, rest } = splitMoney(list);
        return (
          <div className="space-y-4">
            <div className="grid gap-6 md:grid-cols-3" data-layout="featured">
              {featured.map((a) => (
                <StoryCard key={a._id} article={a} />
              ))}
            </div>
            {rest.length > 0 && (
              <div className="grid gap-3 md:grid-cols-3" data-layout="rest">
                {rest.map((a) => (
                  <StoryCard key={a._id} article={a} variant="compact" />
                ))}
              </div>
            )}
          </div>
        );
      }}
    </SectionShell>
  );
}
