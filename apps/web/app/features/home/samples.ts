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

/** A sample row: title, summary, hours ago, and what differs from the list's defaults. */
type Row = readonly [title: string, summary: string, hoursAgo: number, more?: Partial<Sample>];

/** One feed's samples: ids count up from `firstId`; every row has the list's category unless it says otherwise. */
function samples(pageName: string, category: string, firstId: number, rows: readonly Row[]): ArticleWire[] {
  return rows.map(([title, summary, hoursAgo, more], i) => toArticle({ id: id(firstId + i), title, summary, category, hoursAgo, ...more }, pageName));
}

/** Four Deep Dive samples: Economics, Environment, Technology, Science; 12, 15, 18, 20 min reads. */
export function deepDiveSamples(): ArticleWire[] {
  return samples("DeepDive", "Deep Dive", 1, [
    [
      "How remittances quietly reshaped village economies in Punjab",
      "Money sent home from Britain built schools, clinics and businesses. We follow the pound.",
      5,
      { category: "Economics", readTime: 12 },
    ],
    [
      "The monsoon is changing, and farmers are changing with it",
      "Across India, growers are adapting crops and calendars to rains that no longer keep time.",
      9,
      { category: "Environment", readTime: 15 },
    ],
    [
      "Bengaluru to Bristol: the engineers building Britain's chips",
      "A corridor of talent links two tech cities, and both economies depend on it.",
      20,
      { category: "Technology", readTime: 18 },
    ],
    [
      "Inside the lab mapping the genetics of the South Asian heart",
      "Why heart disease strikes British South Asians earlier, and what scientists are learning.",
      30,
      { category: "Science", readTime: 20 },
    ],
  ]);
}

export function topStorySamples(): ArticleWire[] {
  return samples("TopStories", "Top Stories", 11, [
    ["Parliament debates new rules for family visas", "MPs from all sides question how the income threshold affects British Indian families.", 2],
    ["Diwali lights switched on across Leicester's Golden Mile", "Tens of thousands gathered for one of the largest celebrations outside India.", 3],
    ["NHS recruits more nurses from India", "Hospitals say international staff are keeping wards open through winter.", 6],
    ["Flights to India rise before the festive season", "Airlines add routes from Birmingham and Manchester as demand grows.", 8],
  ]);
}

export function moreToExploreSamples(): ArticleWire[] {
  return samples("LatestNews", "Latest News", 21, [
    ["Londoners queue for the first Indian street food market of winter", "Southall's new market opens with dishes from every state.", 1],
    ["Cricket: county clubs sign young players from Mumbai", "A new exchange brings teenage talent to English summers.", 2],
    ["Energy bills: what the new cap means for your home", "The regulator's decision explained in five points.", 4],
    ["A Bharatanatyam school celebrates 30 years in Croydon", "Three generations of dancers return for the anniversary show.", 7],
    ["Rail strikes: the routes affected this week", "Check before you travel: the lines running reduced services.", 10],
    ["Gujarati businesses lead a rise in new start-ups", "Figures show family firms expanding across the Midlands.", 15],
  ]);
}

export function communitySamples(): ArticleWire[] {
  return samples("Community", "Community", 31, [
    [
      "Volunteers cook 5,000 meals at the gurdwara's winter kitchen",
      "A Southall kitchen feeds anyone who walks in, every day of the year.",
      3,
      { tags: ["Volunteering", "Southall", "Food"] },
    ],
    ["Temple opens its doors for a mental health drop-in", "Counsellors speak Hindi, Gujarati and Punjabi.", 6, { tags: ["Health", "Harrow"] }],
    ["Youth cricket league welcomes its first girls' team", "Twelve teams, one new trophy.", 9, { tags: ["Sport", "Youth"] }],
    ["Oral history project records first-generation stories", "Elders describe arriving in 1960s Britain.", 26, { tags: ["History", "Heritage"] }],
  ]);
}

/** Technology fallback: one featured story, six stories, eight categories, 156 articles, 2.3M weekly views. */
export function technologySamples(): TechnologyData & { categories: string[] } {
  // Each story is tagged with its own category (toArticle's default).
  const stories = samples("Technology", "Technology", 41, [
    [
      "India's chip fabs draw British investors",
      "New plants in Gujarat attract UK funds looking east.",
      2,
      { category: "Semiconductors", featured: true, views: 12_500, likes: 320 },
    ],
    ["UPI-style payments come to UK shops", "Scan-to-pay arrives on the high street.", 4, { category: "Fintech", views: 8_200, likes: 190 }],
    ["AI translation brings regional languages online", "Tools now handle Marathi and Tamil with ease.", 6, { category: "AI", views: 15_300, likes: 410 }],
    ["Start-ups in Hyderabad open London offices", "A new wave of software firms crosses over.", 9, { category: "Startups", views: 4_100, likes: 75 }],
    [
      "The satellite link that carries MATV to Europe",
      "How channel 793 reaches viewers from Norway to Turkey.",
      12,
      { category: "Broadcast", views: 6_900, likes: 130 },
    ],
    [
      "Cyber security courses fill up in Leicester",
      "Colleges report record demand from career changers.",
      20,
      { category: "Security", views: 3_300, likes: 60 },
    ],
    [
      "Electric rickshaws: a British design goes to Delhi",
      "An engineering firm in Coventry builds for Indian streets.",
      28,
      { category: "Mobility", views: 5_500, likes: 88 },
    ],
  ]);
  return {
    stories,
    totalItems: TECHNOLOGY_FALLBACK_STATS.totalArticles,
    weeklyViews: TECHNOLOGY_FALLBACK_STATS.weeklyViews,
    categories: ["All", "AI", "Semiconductors", "Fintech", "Startups", "Broadcast", "Security", "Mobility"],
  };
}
