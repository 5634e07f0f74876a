import { formatViews, HOME_REFRESH_MS, type LiveScore, liveScoreAt, tickLiveScore } from "@matv/shared";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/texts";
import { Island, useOwnIsland } from "../../islands/Island";
import { LikeButton } from "./LikeButton";
import { fetchSports, type SectionResult, type SportsData } from "./sectionData";
import { SectionShell } from "./SectionShell";
import { StoryCard } from "./StoryCard";
import { useSection } from "./useSection";

/** The live scores whose clocks run by themselves (exported as the island `LiveScores`). */
export function LiveScoreList({ scores }: { scores: LiveScore[] }) {
  const t = useT();
  const [shown, setShown] = useState(scores);
  // A cached page may be older than its clocks: they are set from the stored kick-off at once (ADR 057).
  useEffect(() => setShown(scores.map((s) => liveScoreAt(s, new Date()))), [scores]);
  // Each minute a live match's clock moves on one minute, stopping at 90 (from the kick-off when stored).
  useEffect(() => {
    const timer = window.setInterval(() => setShown((list) => list.map((s) => tickLiveScore(s, new Date()))), HOME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!shown.length) return null;
  return (
    <div>
      <h3 className="mb-2 text-lg font-bold">{t("home.liveScores")}</h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t("home.liveScoresList")}>
        {shown.map((s) => (
          <li key={s.id} className="score-card" data-match={s.id}>
            <p className="score-meta">
              <span>
                {s.sport} · {s.competition}
              </span>
              <span className={s.status === "live" ? "font-bold text-red-700" : undefined}>
                {s.status === "live" ? t("common.live") : s.status === "finished" ? t("home.matchFinished") : t("home.matchUpcoming")}
              </span>
            </p>
            <p className="score-team mt-1">
              <span>{s.homeTeam}</span>
              <span>{s.homeScore ?? "-"}</span>
            </p>
            <p className="score-team">
              <span>{s.awayTeam}</span>
              <span>{s.awayScore ?? "-"}</span>
            </p>
            <p className="score-meta mt-1" data-clock>
              {s.time}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * In a Sports section sent as server HTML, the scores are an island of their own (ADR 088), hydrated as they come
 * near the viewport, so their clocks move from then on.
 */
function LiveScores({ scores }: { scores: LiveScore[] }) {
  if (useOwnIsland()) return <Island name="LiveScores" component={LiveScoreList} props={{ scores }} priority="visible" />;
  return <LiveScoreList scores={scores} />;
}

/** The category chips and the news they filter (exported as the island `SportsNews`). */
export function SportsNewsList({ categories, news: all }: Pick<SportsData, "categories" | "news">) {
  const [category, setCategory] = useState("All");
  const t = useT();
  const news = category === "All" ? all : all.filter((a) => a.tags.some((t) => t.toLowerCase() === category.toLowerCase()));
  return (
    <div className="space-y-6">
      <div className="scrollbar-none flex gap-2 overflow-x-auto" role="group" aria-label={t("home.sportsCategories")}>
        {categories.map((c) => (
          <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)} className="filter-chip">
            {c === "All" ? t("home.allCategories") : c}
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-layout="news">
        {news.map((a) => (
          <StoryCard
            key={a._id}
            article={a}
            extra={
              <p className="story-stats">
                <span>{t("home.views", { count: a.views, views: formatViews(a.views) })}</span>
                <LikeButton likes={a.likes} title={a.title} />
              </p>
            }
          />
        ))}
      </div>
    </div>
  );
}

/**
 * In a Sports section sent as server HTML, the chips and the news they filter are one island (ADR 088): its
 * props are the ten stories, the only section whose stories travel twice; it hydrates on the first touch.
 */
function SportsNews(props: Pick<SportsData, "categories" | "news">) {
  if (useOwnIsland()) return <Island name="SportsNews" component={SportsNewsList} props={props} priority="interaction" />;
  return <SportsNewsList {...props} />;
}

/** Sports: categories, live scores, news with views and likes, stats. On error: nothing but the error. */
export function Sports({ initial }: { initial: SectionResult<SportsData> | null | undefined }) {
  const [state, retry] = useSection({ key: "sports", initial, load: fetchSports });
  const t = useT();
  return (
    <SectionShell id="sports" title={t("feed.sports")} state={state} loadingText={t("home.sportsLoading")} failedText={t("home.sportsFailed")} onRetry={retry}>
      {(data) => (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("home.sportsStats")}>
            {[
              [t("home.matchesToday"), String(data.stats.matchesToday)],
              [t("home.liveMatches"), String(data.stats.liveMatches)],
              [t("home.totalViews"), formatViews(data.stats.totalViews)],
              [t("home.articles"), String(data.stats.totalArticles)],
            ].map(([label, value]) => (
              <div key={label} className="stat-box">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <LiveScores scores={data.liveScores} />
          <SportsNews categories={data.categories} news={data.news} />
        </div>
      )}
    </SectionShell>
  );
}
