import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { newObjectId } from "../infra/ids.ts";
import { hashPassword } from "../services/staffUsers.ts";
import type { Db } from "./client.ts";
import { buildLiveBlog, buildLiveBlogEntry } from "./factories.ts";
import { liveBlogEntries, liveBlogs, staffUsers } from "./schema.ts";

interface DemoEntry {
  /** Minutes before the seed ran. */
  minutesAgo: number;
  title?: string;
  paragraphs: string[];
  reporter: 0 | 1;
  keyEvent?: boolean;
  pinned?: boolean;
  /** One of the demo scene images the article seed drew (`/media/seed/{name}-{width}.webp`). */
  image?: { name: string; alt: string };
}

/** The demo live blog (ADR 061), written for this project: Diwali on Leicester's Golden Mile. */
export const DEMO_LIVE_BLOG = {
  title: "Diwali on the Golden Mile: Leicester's celebrations live",
  summary:
    "Tens of thousands of people are expected on Belgrave Road for the lights, music and fireworks of one of the largest Diwali celebrations outside India. Follow the evening as it happens.",
  /** The hero image: a scene the article seed drew for the Community page. */
  image: { name: "community-0", alt: "Crowds under the Diwali lights on Belgrave Road" },
  coverageStartMinutesAgo: 190,
  /** Staff accounts the entries are signed with: disabled (no one signs in as them), named for the byline. */
  reporters: [
    { name: "Anjali Desai", email: "anjali.desai.live@matv.example" },
    { name: "Priya Raghavan", email: "priya.raghavan.live@matv.example" },
  ],
  entries: [
    {
      minutesAgo: 180,
      title: "Welcome to our live coverage",
      paragraphs: [
        "Good evening from Belgrave Road, where stalls are setting up and families are already finding their places along the Golden Mile. We will bring you the lights switch-on, the music and the fireworks as they happen.",
      ],
      reporter: 0,
    },
    {
      minutesAgo: 170,
      title: "Road closures and travel advice",
      paragraphs: [
        "Belgrave Road and Loughborough Road are closed to traffic between Belgrave Circle and Melton Road until midnight. Extra buses run from the city centre, and the park-and-ride at Birstall stays open late.",
        "Organisers ask visitors to use the marked crossings and to keep children close near the stage.",
      ],
      reporter: 1,
      pinned: true,
    },
    {
      minutesAgo: 140,
      paragraphs: [
        "The food stalls are the busiest we have seen them. Queues for jalebi and pani puri stretch past the Belgrave Neighbourhood Centre, and one stallholder tells us she has made more than two thousand samosas since the morning.",
      ],
      reporter: 0,
      image: { name: "community-2", alt: "Food stalls lit up along the Golden Mile" },
    },
    {
      minutesAgo: 115,
      title: "Dhol drummers open the stage",
      paragraphs: ["A troupe of twenty dhol drummers from a Leicester community school has opened the main stage to loud cheers from the crowd."],
      reporter: 1,
      keyEvent: true,
    },
    {
      minutesAgo: 85,
      paragraphs: [
        "Police say the crowd is good-natured and moving well. Volunteers in orange bibs are handing out water and helping people who have lost their group find each other at the information tent.",
      ],
      reporter: 0,
    },
    {
      minutesAgo: 55,
      title: "The lights are on",
      paragraphs: [
        "Six thousand lights have come on along the Golden Mile at the press of a button by the Lord Mayor and two pupils from local schools. The countdown was led in English, Gujarati and Hindi.",
      ],
      reporter: 1,
      keyEvent: true,
    },
    {
      minutesAgo: 30,
      paragraphs: [
        "Visitors have travelled a long way for tonight. We met a family from Birmingham, a couple who flew in from Nairobi to see relatives, and a group of students from Mumbai spending their first Diwali away from home.",
      ],
      reporter: 0,
    },
    {
      minutesAgo: 8,
      title: "Fireworks in ten minutes",
      paragraphs: [
        "The fireworks display over Cossington Street Recreation Ground starts in ten minutes. Organisers say the best views are from the northern end of the park; the Belgrave Road end is now full.",
      ],
      reporter: 1,
      keyEvent: true,
    },
  ] satisfies DemoEntry[],
} as const;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const sceneUrl = (name: string) => `/media/seed/${name}-1200.webp`;

/**
 * Seeds the demo live blog, live and placed on the home page (Top Stories, where the home page reads its
 * LIVE cards), with its entries, once (does nothing when a live blog exists). Uses images the article seed
 * stored. Returns the blog's id, or null when it did nothing.
 */
export async function seedDemoLiveBlog(db: Db, options: { now?: Date } = {}): Promise<string | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(liveBlogs);
  if (n > 0) return null;
  const now = options.now ?? new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  // Passwords nobody knows, and disabled: these accounts only carry the reporters' names.
  const reporters = await Promise.all(
    DEMO_LIVE_BLOG.reporters.map(async (r) => ({
      id: newObjectId(ago(24 * 60)),
      email: r.email,
      name: r.name,
      role: "writer" as const,
      passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
      disabledAt: now,
    })),
  );
  const start = ago(DEMO_LIVE_BLOG.coverageStartMinutesAgo);
  const blog = buildLiveBlog({
    title: DEMO_LIVE_BLOG.title,
    summary: DEMO_LIVE_BLOG.summary,
    imageUrl: sceneUrl(DEMO_LIVE_BLOG.image.name),
    imageAlt: DEMO_LIVE_BLOG.image.alt,
    status: "live",
    pages: ["TopStories"],
    placements: { TopStories: { position: null, pinned: false } },
    coverageStartAt: start,
    createdAt: start,
    updatedAt: ago(DEMO_LIVE_BLOG.entries.at(-1)?.minutesAgo ?? 0),
    createdBy: reporters[0]?.id,
    updatedBy: reporters[0]?.id,
  });
  const entries = (DEMO_LIVE_BLOG.entries as readonly DemoEntry[]).map((e) =>
    buildLiveBlogEntry({
      liveBlogId: blog.id,
      title: e.title ?? "",
      body: e.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
      imageUrl: e.image ? sceneUrl(e.image.name) : null,
      imageAlt: e.image?.alt ?? null,
      isKeyEvent: e.keyEvent ?? false,
      pinned: e.pinned ?? false,
      authorId: reporters[e.reporter]?.id,
      createdAt: ago(e.minutesAgo),
    }),
  );
  await db.transaction(async (tx) => {
    await tx.insert(staffUsers).values(reporters).onConflictDoNothing();
    await tx.insert(liveBlogs).values(blog);
    await tx.insert(liveBlogEntries).values(entries);
  });
  return blog.id;
}
