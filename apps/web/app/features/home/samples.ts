import { type ArticleWire, buildArticleSlug, FALLBACK_IMAGE, TECHNOLOGY_FALLBACK_STATS } from "@matv/shared";
import type { TechnologyData } from "./sectionData";

/**
 * Built-in sample stories, shown with the 'Using cached data due to API error' notice when a feed
 * fails and the browser has no copy of its own (spec 000 §4). Times are relative to now.
 */

interface Sample {
  id: string;
  title: string;
  summary: string;
  category: string;
  hoursAgo: number;
  readTime?: number;
  tags?: string[];
  views?: number;
  likes?: number;
  featured?: boolean;
}

function toArticle(s: Sample, pageName: string): ArticleWire {
  const at = new Date(Date.now() - s.hoursAgo * 3_600_000).toISOString();
  const content = `<p>${s.summary}</p><p>This is a sample story shown while the newsroom's feed is unavailable.</p>`;
  return {
    _id: s.id,
    slug: buildArticleSlug(s.title, s.id),
    title: s.title,
    subtitle: null,
    summary: s.summary,
    metaDescription: s.summary,
    description: s.summary,
    content,
    author: "MATV News Desk",
    category: s.category,
    pages: [pageName],
    tags: s.tags ?? [s.category],
    imageUrl: FALLBACK_IMAGE,
    img: FALLBACK_IMAGE,
    source: "MATV Newsroom",
    location: null,
    publishedAt: at,
    publishDate: at,
    createdAt: at,
    updatedAt: at,
    isLive: false,
    isBreaking: false,
    isTrending: false,
    isEyewitness: false,
    isVideo: false,
    videoDuration: null,
    featured: s.featured ?? false,
    views: s.views ?? 0,
    viewCount: s.views ?? 0,
    likes: s.likes ?? 0,
    comments: 0,
    commentCount: 0,
    readTime: s.readTime ?? 4,
  };
}

const id = (n: number) => `5a3e00000000000000000${String(n).padStart(3, "0")}`;

/** Four Deep Dive samples: Economics, Environment, Technology, Science; 12, 15, 18, 20 min reads. */
export function deepDiveSamples(): ArticleWire[] {
  return [
    { id: id(1), title: "How remittances quietly reshaped village economies in Punjab", summary: "Money sent home from Britain built schools, clinics and businesses. We follow the pound.", category: "Economics", hoursAgo: 5, readTime: 12 },
    { id: id(2), title: "The monsoon is changing, and farmers are changing with it", summary: "Across India, growers are adapting crops and calendars to rains that no longer keep time.", category: "Environment", hoursAgo: 9, readTime: 15 },
    { id: id(3), title: "Bengaluru to Bristol: the engineers building Britain's chips", summary: "A corridor of talent links two tech cities, and both economies depend on it.", category: "Technology", hoursAgo: 20, readTime: 18 },
    { id: id(4), title: "Inside the lab mapping the genetics of the South Asian heart", summary: "Why heart disease strikes British South Asians earlier, and what scientists are learning.", category: "Science", hoursAgo: 30, readTime: 20 },
  ].map((s) => toArticle(s, "DeepDive"));
}

export function topStorySamples(): ArticleWire[] {
  return [
    { id: id(11), title: "Parliament debates new rules for family visas", summary: "MPs from all sides question how the income threshold affects British Indian families.", category: "Top Stories", hoursAgo: 2 },
    { id: id(12), title: "Diwali lights switched on across Leicester's Golden Mile", summary: "Tens of thousands gathered for one of the largest celebrations outside India.", category: "Top Stories", hoursAgo: 3 },
    { id: id(13), title: "NHS recruits more nurses from India", summary: "Hospitals say international staff are keeping wards open through winter.", category: "Top Stories", hoursAgo: 6 },
    { id: id(14), title: "Flights to India rise before the festive season", summary: "Airlines add routes from Birmingham and Manchester as demand grows.", category: "Top Stories", hoursAgo: 8 },
  ].map((s) => toArticle(s, "TopStories"));
}

export function moreToExploreSamples(): ArticleWire[] {
  return [
    { id: id(21), title: "Londoners queue for the first Indian street food market of winter", summary: "Southall's new market opens with dishes from every state.", category: "Latest News", hoursAgo: 1 },
    { id: id(22), title: "Cricket: county clubs sign young players from Mumbai", summary: "A new exchange brings teenage talent to English summers.", category: "Latest News", hoursAgo: 2 },
    { id: id(23), title: "Energy bills: what the new cap means for your home", summary: "The regulator's decision explained in five points.", category: "Latest News", hoursAgo: 4 },
    { id: id(24), title: "A Bharatanatyam school celebrates 30 years in Croydon", summary: "Three generations of dancers return for the anniversary show.", category: "Latest News", hoursAgo: 7 },
    { id: id(25), title: "Rail strikes: the routes affected this week", summary: "Check before you travel: the lines running reduced services.", category: "Latest News", hoursAgo: 10 },
    { id: id(26), title: "Gujarati businesses lead a rise in new start-ups", summary: "Figures show family firms expanding across the Midlands.", category: "Latest News", hoursAgo: 15 },
  ].map((s) => toArticle(s, "LatestNews"));
}

export function communitySamples(): ArticleWire[] {
  return [
    { id: id(31), title: "Volunteers cook 5,000 meals at the gurdwara's winter kitchen", summary: "A Southall kitchen feeds anyone who walks in, every day of the year.", category: "Community", hoursAgo: 3, tags: ["Volunteering", "Southall", "Food"] },
    { id: id(32), title: "Temple opens its doors for a mental health drop-in", summary: "Counsellors speak Hindi, Gujarati and Punjabi.", category: "Community", hoursAgo: 6, tags: ["Health", "Harrow"] },
    { id: id(33), title: "Youth cricket league welcomes its first girls' team", summary: "Twelve teams, one new trophy.", category: "Community", hoursAgo: 9, tags: ["Sport", "Youth"] },
    { id: id(34), title: "Oral history project records first-generation stories", summary: "Elders describe arriving in 1960s Britain.", category: "Community", hoursAgo: 26, tags: ["History", "Heritage"] },
  ].map((s) => toArticle(s, "Community"));
}

/** Technology fallback: one featured story, six stories, eight categories, 156 articles, 2.3M weekly views. */
export function technologySamples(): TechnologyData & { categories: string[] } {
  const stories = [
    { id: id(41), title: "India's chip fabs draw British investors", summary: "New plants in Gujarat attract UK funds looking east.", category: "Semiconductors", hoursAgo: 2, featured: true, views: 12_500, likes: 320 },
    { id: id(42), title: "UPI-style payments come to UK shops", summary: "Scan-to-pay arrives on the high street.", category: "Fintech", hoursAgo: 4, views: 8_200, likes: 190 },
    { id: id(43), title: "AI translation brings regional languages online", summary: "Tools now handle Marathi and Tamil with ease.", category: "AI", hoursAgo: 6, views: 15_300, likes: 410 },
    { id: id(44), title: "Start-ups in Hyderabad open London offices", summary: "A new wave of software firms crosses over.", category: "Startups", hoursAgo: 9, views: 4_100, likes: 75 },
    { id: id(45), title: "The satellite link that carries MATV to Europe", summary: "How channel 793 reaches viewers from Norway to Turkey.", category: "Broadcast", hoursAgo: 12, views: 6_900, likes: 130 },
    { id: id(46), title: "Cyber security courses fill up in Leicester", summary: "Colleges report record demand from career changers.", category: "Security", hoursAgo: 20, views: 3_300, likes: 60 },
    { id: id(47), title: "Electric rickshaws: a British design goes to Delhi", summary: "An engineering firm in Coventry builds for Indian streets.", category: "Mobility", hoursAgo: 28, views: 5_500, likes: 88 },
  ].map((s) => toArticle({ ...s, tags: [s.category] }, "Technology"));
  return {
    stories,
    totalItems: TECHNOLOGY_FALLBACK_STATS.totalArticles,
    weeklyViews: TECHNOLOGY_FALLBACK_STATS.weeklyViews,
    categories: ["All", "AI", "Semiconductors", "Fintech", "Startups", "Broadcast", "Security", "Mobility"],
  };
}

