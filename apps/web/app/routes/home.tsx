import { type PageLogger, SITE } from "@matv/shared";
import { ArticleModalProvider } from "../features/article-modal/ArticleModalContext";
import { HeadlineBlock, MatvBlock } from "../features/home/EditorBlocks";
import { HomeLiveTv } from "../features/live/HomeLiveTv";
import { LiveBlogCards } from "../features/liveblog/LiveBlogCards";
import { Community, DeepDive, Money, MoreToExplore, TopStories } from "../features/home/ListSections";
import { FEED_LIMITS, FETCH_FAILED, forHome, type HomeSections, homeVideos, type SectionResult } from "../features/home/sectionData";
import { StoryClockProvider } from "../components/TimeAgo";
import { Sports } from "../features/home/Sports";
import { fetchPetitionPromo, PetitionPromo } from "../features/petition/PetitionPromo";
import { Technology } from "../features/home/Technology";
import { HeartSprite } from "../features/home/HeartIcon";
import { LatestVideos } from "../features/video/LatestVideos";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import { fetchPageTexts } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { RouteHandle } from "../lib/renderMode";
import { Island, type IslandProps, IslandsPageData, IslandsPageScope } from "../islands/Island";
import type { Route } from "./+types/home";
import { apiFetch } from "../lib/api/reader";
import { renderOnly } from "../lib/renderOnly";
import * as api from "../lib/api/endpoints";

async function settle<T>(log: PageLogger, name: string, load: () => Promise<T>): Promise<SectionResult<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    log.error({ err: error, section: name }, "home page: section failed");
    return { ok: false, error: FETCH_FAILED };
  }
}

/**
 * Server HTML with islands (ADR 078): no React Router runtime; each interactive part is its React component
 * hydrated alone when the reader reaches it. Its server HTML works as plain links and text: the live player
 * may show it in place (ADR 063).
 */
export const handle: RouteHandle = { render: "static", follow: "in-place" };

/** What the home page draws besides the shell. */
const HOME_TEXTS = ["feed", "home", "share", "modal", "video", "live", "schedule", "petitionPromo"] as const;

/**
 * What the islands say in the browser (ADR 088): the live strip's and videos' texts always (the article modal's
 * come with the modal: islands/hydrate.tsx); a section that is an island (its data failed or is empty: Try Again,
 * the notice, samples) adds the section texts; the Sports section's own islands (scores, chips, views) only their keys.
 */
const ISLAND_TEXTS = ["common", "time", "video", "live", "schedule"] as const;
const SECTION_ISLAND_TEXTS = ["feed", "home"] as const;
const SPORTS_ISLAND_TEXTS = [
  "home.liveScores",
  "home.liveScoresList",
  "home.matchFinished",
  "home.matchUpcoming",
  "home.sportsCategories",
  "home.allCategories",
  "home.views",
] as const;

/** Whether a section has stories to show: then it is server HTML, whose few live parts are islands of their own. */
function shown<T>(result: SectionResult<T> | undefined, hasItems: (data: T) => boolean = () => true): boolean {
  return Boolean(result?.ok && hasItems(result.data));
}
const nonEmpty = (list: unknown[]) => list.length > 0;

/** Which sections the server writes as plain HTML (true) or as islands of their whole component (false). */
function shownSections(s: HomeSections) {
  return {
    latest: shown(s.latest, nonEmpty),
    deepDive: shown(s.deepDive, nonEmpty),
    topStories: shown(s.topStories, nonEmpty),
    community: shown(s.community, nonEmpty),
    money: shown(s.money),
    sports: shown(s.sports),
    technology: shown(s.technology, (d) => d.stories.length > 0),
    homepage: shown(s.homepage),
    matv: shown(s.matv),
  };
}

/**
 * Every section's first items, from the services directly, so the first paint has real content. Stories keep
 * only the fields the page reads (forHome): whatever the loader returns travels again as hydration data.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { articles, homeFeeds, siteDocuments, petitions } = context.site;
  const texts = pageTexts(url, HOME_TEXTS);
  const edition = texts.edition;
  // The edition's own stories first in every feed, the default edition's filling the rest (ADR 077).
  const list = (pageName: string, limit: number) => async () => forHome(await articles.listPublishedByPage(pageName, { limit, language: edition }));
  const videos = context.site.videos
    .listVideos()
    .then(homeVideos)
    .catch(() => null);
  // The promo is optional: a failed read leaves it out rather than failing the page.
  const petitionPromo = petitions.promo(edition).catch((error: unknown) => {
    context.log.error({ err: error, section: "petition-promo" }, "home page: section failed");
    return null;
  });
  // On now / Next: the page is kept no later than the next programme boundary (services/schedule.ts), so it is
  // right without JavaScript; with it, the strip moves on by itself (useOnNow).
  const schedule = context.site.schedule.nowAndNext().catch((error: unknown) => {
    context.log.error({ err: error, section: "on-now" }, "home page: section failed");
    return null;
  });
  // The channel's stream, for the strip's Watch live (none configured: no control).
  const streamUrl = context.site.videos
    .getLiveTvConfig()
    .then((config) => config.effectiveStreamUrl)
    .catch((error: unknown) => {
      context.log.error({ err: error, section: "live-tv" }, "home page: section failed");
      return null;
    });
  // Live blogs an editor placed on the home page (Top Stories): LIVE cards above the headline, the edition's own first.
  const liveBlogs = context.site.liveBlogs.placedOn("TopStories", edition).catch(() => []);
  const [latest, deepDive, topStories, community, money, sports, technology, homepage, matv] = await Promise.all([
    settle(context.log, "latest", list("LatestNews", FEED_LIMITS.latest)),
    settle(context.log, "deep-dive", async () => forHome(await context.site.deepDive.homeStories(FEED_LIMITS.deepDive, edition))),
    settle(context.log, "top-stories", list("TopStories", FEED_LIMITS.topStories)),
    settle(context.log, "community", list("Community", FEED_LIMITS.community)),
    settle(context.log, "money", list("Money", FEED_LIMITS.money)),
    settle(context.log, "sports", async () => {
      const feed = await homeFeeds.sports();
      return { ...feed, news: forHome(feed.news) };
    }),
    settle(context.log, "technology", async () => {
      const feed = await homeFeeds.technology({ page: 1, limit: FEED_LIMITS.technology });
      return { stories: forHome(feed.data), totalItems: feed.pagination.totalItems };
    }),
    settle(context.log, "homepage", () => siteDocuments.getHomepage()),
    settle(context.log, "matv", () => siteDocuments.getMatv()),
  ]);
  const sections: HomeSections = { latest, deepDive, topStories, community, money, sports, technology, homepage, matv };
  const plain = shownSections(sections);
  // Only the islands block carries these: a static page sends no loader data (ADR 078).
  const islandTexts = pageTexts(url, [
    ...ISLAND_TEXTS,
    ...(Object.values(plain).every(Boolean) ? [] : SECTION_ISLAND_TEXTS),
    ...(plain.sports ? SPORTS_ISLAND_TEXTS : []),
  ]);
  const { t } = loaderTranslator(url);
  // Read by the server render only (a static page; the browser's navigation uses clientLoader): not encoded as
  // hydration data (ADR 092).
  return {
    texts: renderOnly(texts),
    seo: { title: t("shell.siteName"), description: t("shell.siteDescription") },
    origin: context.origin,
    page: renderOnly({
      islandTexts,
      plain,
      sections: sections as HomeSections | null,
      videos: await videos,
      petitionPromo: await petitionPromo,
      schedule: await schedule,
      now: Date.now(),
      liveBlogs: await liveBlogs,
      streamUrl: await streamUrl,
    }),
  };
}

/** After a client-side navigation the browser loads each section from the API on its own. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [texts, petitionPromo, schedule, streamUrl] = await Promise.all([
    fetchPageTexts(request.url, HOME_TEXTS),
    fetchPetitionPromo(),
    apiFetch(api.scheduleNow())
      .then(async (res) => (res.ok ? (await res.json()).data : null))
      .catch(() => null),
    apiFetch(api.liveTvConfig())
      .then(async (res) => (res.ok ? (await res.json()).data.effectiveStreamUrl : null))
      .catch(() => null),
  ]);
  return { texts, origin: window.location.origin, sections: null as HomeSections | null, petitionPromo, schedule, streamUrl, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageMeta({
    title: data && "seo" in data ? data.seo.title : SITE.fullName,
    description: data && "seo" in data ? data.seo.description : SITE.description,
    url: `${data?.origin ?? ""}${location.pathname}`,
    jsonLd: {
      "@context": "https://schema.org",
      ...publisherJsonLd(data?.origin ?? ""),
    },
  });

/**
 * The home page in the spec's order (spec 001 §2 "Home page order"), plus the Deep Dive section. What is in
 * view on a phone when the page opens hydrates on the reader's first touch; the rest as it scrolls into view
 * (ADR 078). The live-blog cards and the petition promo are links and text: server HTML only; so are the
 * sections with stories to show, but for their likes, scores and chips (ADR 088).
 */
export default function Home({ loaderData: routeData }: Route.ComponentProps) {
  const loaderData = "page" in routeData ? routeData.page.value : routeData;
  const s = loaderData.sections;
  // Only what the headline's trending topics read (trendingTopics), not two whole story lists again.
  const trendingSource = [s?.latest, s?.topStories].flatMap((r) => (r?.ok ? r.data : [])).map(({ isTrending, category }) => ({ isTrending, category }));
  const { schedule, now, streamUrl } = loaderData;
  const plain = "plain" in loaderData ? loaderData.plain : undefined;
  return (
    <IslandsPageScope>
      <ArticleModalProvider>
        <StoryClockProvider serverNow={now}>
          <div className="space-y-12">
            <h1 className="sr-only">
              {SITE.fullName}: {SITE.tagline}
            </h1>
            {(schedule || streamUrl) && (
              <Island name="HomeLiveTv" component={HomeLiveTv} props={{ schedule, serverNow: now, streamUrl }} priority="interaction" />
            )}
            <Section plain={plain?.latest} name="MoreToExplore" component={MoreToExplore} props={{ initial: s?.latest }} priority="interaction" />
            <LiveBlogCards blogs={"liveBlogs" in loaderData ? loaderData.liveBlogs : []} />
            <Section
              plain={plain?.homepage}
              name="HeadlineBlock"
              component={HeadlineBlock}
              props={{ initial: s?.homepage, stories: trendingSource }}
              priority="visible"
            />
            <Section plain={plain?.matv} name="MatvBlock" component={MatvBlock} props={{ initial: s?.matv }} priority="visible" />
            <PetitionPromo promo={"petitionPromo" in loaderData ? loaderData.petitionPromo : null} />
            <Section plain={plain?.deepDive} name="DeepDive" component={DeepDive} props={{ initial: s?.deepDive }} priority="visible" />
            {/* latest videos block: features/video */}
            <Island
              name="LatestVideos"
              component={LatestVideos}
              props={{ initial: "videos" in loaderData ? loaderData.videos : undefined }}
              priority="visible"
            />
            <hr className="border-t-2 border-gray-200" />
            <Section plain={plain?.topStories} name="TopStories" component={TopStories} props={{ initial: s?.topStories }} priority="visible" />
            <Section plain={plain?.community} name="Community" component={Community} props={{ initial: s?.community }} priority="visible" />
            <Section plain={plain?.money} name="Money" component={Money} props={{ initial: s?.money }} priority="visible" />
            <Section plain={plain?.sports} name="Sports" component={Sports} props={{ initial: s?.sports }} priority="visible" />
            <Section plain={plain?.technology} name="Technology" component={Technology} props={{ initial: s?.technology }} priority="visible" />
          </div>
          <HeartSprite />
          <IslandsPageData texts={"islandTexts" in loaderData ? loaderData.islandTexts : undefined} now={now} />
        </StoryClockProvider>
      </ArticleModalProvider>
    </IslandsPageScope>
  );
}

/**
 * A home section: server HTML when it has stories to show (ADR 088), its story links opened in the modal by the
 * page's one opener and its live parts (likes, scores, the sports chips) islands of their own; otherwise (a
 * failure, samples, or after a client-side navigation) the whole component as an island, as ADR 078 had it.
 */
function Section<P extends object>({ plain, ...island }: IslandProps<P> & { plain: boolean | undefined }) {
  if (!plain) return <Island {...island} />;
  const Component = island.component;
  return <Component {...island.props} />;
}
