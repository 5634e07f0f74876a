import { formatViews, splitTechnology, trendingStories } from "@matv/shared";
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
  return (
    <p className="flex items-center gap-3 text-xs text-gray-700">
      <span>{formatViews(story.views)} views</span>
      <LikeButton likes={story.likes} title={story.title} />
    </p>
  );
}

/** Technology: a featured story, 3 side stories, then 'More Technology News'; stats and trending. */
export function Technology({ initial }: { initial: SectionResult<TechnologyData> | null | undefined }) {
  const [state, retry] = useSection({ key: "technology", initial, load: fetchTechnology, fallback: technologySamples, accept: (d) => d.stories.length > 0 });
  return (
    <SectionShell
      id="technology"
      title="Technology"
      state={state}
      loadingText="Loading technology content..."
      failedText="Failed to load technology content"
      onRetry={retry}
    >
      {(data) => {
        const { featured, side, more } = splitTechnology(data.stories);
        const s = stats(data);
        return (
          <div className="space-y-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Technology stats">
              {[
                ["Articles", String(s.totalArticles)],
                ["Weekly views", s.weeklyViews],
                ["Trending", String(s.trending)],
                ["Top category", s.topCategory],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-gray-100 p-3 text-center">
                  <dt className="text-xs text-gray-700">{label}</dt>
                  <dd className="text-xl font-extrabold" data-stat={label}>
                    {value}
                  </dd>
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
                  <h3 className="mb-3 text-lg font-bold">More Technology News</h3>
                  <div className="grid gap-4 sm:grid-cols-2" data-layout="more">
                    {more.map((a) => (
                      <StoryCard key={a._id} article={a} extra={<Extra story={a} />} />
                    ))}
                  </div>
                </div>
              )}
              <div>
                <h3 className="mb-3 text-lg font-bold">Trending</h3>
                <ol className="space-y-2" aria-label="Trending technology stories">
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
