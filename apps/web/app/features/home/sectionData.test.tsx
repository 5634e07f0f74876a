import type { ArticleWire } from "@matv/shared";
import type { VideoWire } from "@matv/shared/video";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadlineBlock } from "./EditorBlocks";
import { Community, DeepDive, Money, MoreToExplore, TopStories } from "./ListSections";
import { communitySamples, deepDiveSamples, moreToExploreSamples, topStorySamples } from "./samples";
import { forHome, type HomeStory, homeVideos } from "./sectionData";
import { Sports } from "./Sports";
import { Technology } from "./Technology";

// Full wire stories with every field the API sends, trending and featured flags included.
const stories: ArticleWire[] = [...moreToExploreSamples(), ...topStorySamples()].map((a, i) => ({
  ...a,
  pages: [a.pages[0]!, "TopStories"],
  tags: [`Tag ${i}`, "Cricket", "Extra"],
  isTrending: i % 2 === 0,
  featured: i === 3,
  views: 1000 * i,
  likes: i,
}));
const lists = { more: moreToExploreSamples(), deepDive: deepDiveSamples(), top: topStorySamples(), community: communitySamples() };
const ok = <T,>(data: T) => ({ ok: true as const, data });

describe("forHome: what a home story carries in the page", () => {
  it("keeps what the page reads, leaves the body for the modal and drops what it never shows", () => {
    const [full] = stories;
    expect(full!.category && full!.img).toBeTruthy();
    const [sent] = forHome([full!]);
    expect(sent).toEqual({
      _id: full!._id,
      title: full!.title,
      summary: full!.summary,
      content: "",
      author: full!.author,
      category: full!.category,
      pages: [],
      tags: full!.tags,
      img: full!.img,
      imageUrl: "",
      publishedAt: full!.publishedAt,
      isLive: full!.isLive,
      isTrending: full!.isTrending,
      featured: full!.featured,
      views: full!.views,
      likes: full!.likes,
      readTime: full!.readTime,
    });
    expect(JSON.stringify(forHome(stories)).length).toBeLessThan(JSON.stringify(stories).length / 2);
  });

  it("keeps the first page of a story without a category, and the fallback image of one without img", () => {
    const [sent] = forHome([{ ...stories[0]!, category: "", img: "", imageUrl: "/media/seed/x-1200.webp" }]);
    expect(sent!.pages).toEqual([stories[0]!.pages[0]]);
    expect(sent!.imageUrl).toBe("/media/seed/x-1200.webp");
  });

  it("renders every story section exactly as the full stories do", () => {
    const sports = { liveScores: [], categories: ["All", "Cricket"], stats: { matchesToday: 1, liveMatches: 0, totalViews: 5000, totalArticles: 9 } };
    const sections = (list: (stories: ArticleWire[]) => HomeStory[]) => (
      <>
        <MoreToExplore initial={ok(list(lists.more))} />
        <HeadlineBlock initial={ok({ headline: "Headline", mainImage: "", trendingTopics: [], updatedAt: null })} stories={list(stories)} />
        <DeepDive initial={ok(list(lists.deepDive))} />
        <TopStories initial={ok(list(lists.top))} />
        <Community initial={ok(list(lists.community))} />
        <Money initial={ok(list(stories.slice(0, 6)))} />
        <Sports initial={ok({ ...sports, news: list(stories) })} />
        <Technology initial={ok({ stories: list(stories), totalItems: 40 })} />
      </>
    );
    const full = renderToStaticMarkup(sections((all) => all));
    const sent = renderToStaticMarkup(sections(forHome));
    expect(full).toContain("Trending technology stories");
    expect(sent === full).toBe(true);
  });
});

describe("homeVideos", () => {
  it("sends the cards the block shows (4), without descriptions", () => {
    const video = (n: number): VideoWire => ({
      title: `Video ${n}`,
      videoId: `v${n}`,
      thumbnail: `/t${n}.jpg`,
      publishedAt: null,
      description: "A long description",
      channelTitle: "MATV",
      duration: "PT4M",
      viewCount: n,
    });
    const sent = homeVideos({ videos: [1, 2, 3, 4, 5, 6].map(video), lastUpdated: null, source: "youtube" });
    expect(sent.videos.map((v) => v.videoId)).toEqual(["v1", "v2", "v3", "v4"]);
    expect(sent.videos[0]).toEqual({ ...video(1), description: "" });
    expect(sent.source).toBe("youtube");
  });
});
