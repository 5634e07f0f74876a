import { formatViews, splitTechnology, trendingStories } from "@matv/shared";
import { useT } from "../../i18n/texts";
import { StoryLink } from "../article-modal/ArticleModalContext";
import { LikeButton } from "./LikeButton";
import { technologySamples } from "./samples";
import { fetchTechnology, type HomeStory, type SectionResult, type TechnologyData } from "./sectionData";
import { SectionShell } from "./SectionShell";
import { StoryCard } from "./StoryCard";
import { useSection } from "./useSection";

function stats(data: TechnologyData) {
  const weekAgo = Date.now() - 7 * 86_400_000;
  const weekly = data.stories.filter((s) => s.publishedAt && new Date(s.publishedAt).getTime() >= weekAgo).reduce((sum, s) => sum + s.views, 0);
  const counts = new Map<string, number>();
  for (const s of data.stories) {
    const c = s.tags[0] || s.category || "Technology";
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const topCategory = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Technology";
  return {
    totalArticles: data.totalItems,
    weeklyViews: data.weeklyViews ?? formatViews(weekly),
    trending: data.stories.filter((s) => s.isTrending).length,
    topCategory,
  };
}

function Extra({ story }: { story: HomeStory }) {
  const t = useT();
  return (
    <p className="story-stats">
      <span>{t("home.views", { count: story.views, views: formatViews(story.views) })}</span>
      <LikeButton likes={story.likes} title={story.title} />
    </p>
  );
}

/** Technology: a featured story, 3 side stories, then 'More Technology News'; stats and trending. */
export function Technology({ initial }: { initial: SectionResult<TechnologyData> | null | undefined }) {
  const [state, retry] = useSection({ key: "technology", initial, load: fetchTechnology, fallback: technologySamples, accept: (d) => d.stories.length > 0 });
  const t = useT();
  return (
    <SectionShell
      id="technology"
      title={t("feed.technology")}
      state={state}
      loadingText={t("home.technologyLoading")}
      failedText={t("home.technologyFailed")}
      onRetry={retry}
    >
      {(data) => {
        const { featured, side, more } = splitTechnology(data.stories);
        const s = stats(data);
        return (
          <div className="space-y-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("home.technologyStats")}>
              {/* data-stat: the stat's English name, the same in every edition (tests find a stat by it). */}
              {[
                ["Articles", t("home.articles"), String(s.totalArticles)],
                ["Weekly views", t("home.weeklyViews"), s.weeklyViews],
                ["Trending", t("home.trending"), String(s.trending)],
                ["Top category", t("home.topCategory"), s.topCategory],
              ].map(([stat, label, value]) => (
                <div key={stat} className="stat-box">
                  <dt>{label}</dt>
                  <dd data-stat={stat}>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2" data-layout="featured">
                {featured && <StoryCard article={featured} variant="large" extra={<Extra story={featured} />} />}
              </div>
              <div className="grid gap-4" data-layout="side">
                {side.map((a) => (
                  <StoryCard key={a._id} article={a} variant="compact" extra={<Extra story={a} />} />
                ))}
              </div>
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              {more.length > 0 && (
                <div className="lg:col-span-2">
                  <h3 className="mb-3 text-lg font-bold">{t("home.moreTechnology")}</h3>
                  <div className="grid gap-4 sm:grid-cols-2" data-layout="more">
                    {more.map((a) => (
                      <StoryCard key={a._id} article={a} extra={<Extra story={a} />} />
                    ))}
                  </div>
                </div>
              )}
              <div>
                <h3 className="mb-3 text-lg font-bold">{t("home.trending")}</h3>
                <ol className="space-y-2" aria-label={t("home.trendingTechnology")}>
                  {trendingStories(data.stories).map((a, i) => (
                    <li key={a._id} className="flex gap-3 text-sm">
                      <span className="text-xl font-extrabold text-brand">{i + 1}</span>
                      <StoryLink article={a} className="font-semibold hover:underline">
                        {a.title}
                      </StoryLink>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        );
      }}
    </SectionShell>
  );
}
