import { addDays, matchRecordings, ukDayOf, ukTimeToInstant, ukWeekStart } from "@matv/shared";
import type { Db } from "./client.ts";
import type { ObjectStorage } from "../infra/storage/index.ts";
import { buildChannelVideo, buildScheduleSlot, buildShow, type ChannelVideoInsert, type ScheduleSlotInsert } from "./factories.ts";
import { channelVideos, scheduleSlots, shows } from "./schema.ts";
import { writeSceneImage } from "./seedImages.ts";

/**
 * The demo channel (ADR 073): seven MATV shows, three weeks of schedule (last week, this week and next, UK
 * time, round the clock) so On now, Next, the show pages and the calendars work on the first start, and demo
 * recordings of the past days: most attached by the match rule, one by hand.
 */

interface DemoShow {
  slug: string;
  name: string;
  description: string;
  presenters: string[];
  matchWords: string[];
  language: "en" | "hi";
}

export const DEMO_SHOWS: readonly DemoShow[] = [
  {
    slug: "matv-news",
    name: "MATV News",
    description: "The day's headlines from Britain, India and the world, with the stories that matter to the diaspora. Bulletins through the day.",
    presenters: ["Priya Sharma", "James Whitfield"],
    matchWords: ["MATV News", "News Bulletin"],
    language: "en",
  },
  {
    slug: "the-big-debate",
    name: "The Big Debate",
    description: "MATV's live debate: politicians, community leaders and viewers calling in from across Europe argue the week's big question.",
    presenters: ["Rajesh Mehta"],
    matchWords: ["Big Debate", "Live Debate"],
    language: "en",
  },
  {
    slug: "community-matters",
    name: "Community Matters",
    description: "Temples, gurdwaras, schools, charities and festivals: the community programme that goes where the diaspora lives.",
    presenters: ["Anita Patel"],
    matchWords: ["Community Matters", "Community Special"],
    language: "en",
  },
  {
    slug: "business-hour",
    name: "Business Hour",
    description: "Trade between the UK and India, small businesses, property and personal finance, with the entrepreneurs who make it work.",
    presenters: ["Vikram Singh"],
    matchWords: ["Business Hour"],
    language: "en",
  },
  {
    slug: "bollywood-beats",
    name: "Bollywood Beats",
    description: "New songs, film news and interviews from Mumbai and the UK's Asian music scene.",
    presenters: ["Neha Kapoor"],
    matchWords: ["Bollywood Beats"],
    language: "en",
  },
  {
    slug: "namaste-britain",
    name: "Namaste Britain",
    description: "ब्रिटेन में बसे भारतीय समुदाय की खबरें, बातचीत और संस्कृति, हिंदी में। News, conversation and culture for Hindi speakers in Britain.",
    presenters: ["Sunita Verma"],
    matchWords: ["Namaste Britain", "नमस्ते ब्रिटेन"],
    language: "hi",
  },
  {
    slug: "matv-breakfast",
    name: "MATV Breakfast",
    description: "Live every morning: news, the papers, weather, and guests from the community over a cup of chai.",
    presenters: ["Arjun Rao", "Kavita Joshi"],
    matchWords: ["MATV Breakfast"],
    language: "en",
  },
];

type ShowSlug = (typeof DEMO_SHOWS)[number]["slug"];

const DEBATES = [
  "What the new visa rules mean for families",
  "Should the UK and India sign the trade deal now?",
  "Are our temples ready for the next generation?",
  "The cost of living: who is being left behind?",
  "Hindi in British schools",
];
const COMMUNITY = [
  "Diwali in Leicester",
  "A gurdwara kitchen that feeds thousands",
  "Bristol's Indian music school",
  "Volunteers of Southall",
  "Garba night in Wembley",
];

/** One UK day of programmes: [start, end ("24:00" = midnight), show or null, title, live]. */
function dayGrid(day: string, index: number): Array<[string, string, ShowSlug | null, string, boolean]> {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  return [
    ["00:00", "06:00", null, "MATV Through the Night", false],
    ["06:00", "09:00", "matv-breakfast", "MATV Breakfast", true],
    ["09:00", "09:30", "matv-news", "MATV News at Nine", true],
    ["09:30", "11:00", "namaste-britain", "Namaste Britain", false],
    ["11:00", "12:00", "community-matters", `Community Matters: ${COMMUNITY[index % COMMUNITY.length]}`, false],
    ["12:00", "13:00", "bollywood-beats", "Bollywood Beats", false],
    ["13:00", "13:30", "matv-news", "MATV News at One", true],
    ["13:30", "17:00", null, weekend ? "Weekend Cinema" : "Afternoon Cinema", false],
    ["17:00", "18:00", "business-hour", "Business Hour", weekend ? false : true],
    ["18:00", "18:30", "matv-news", "MATV Evening News", true],
    ["18:30", "20:00", "community-matters", "Community Matters", false],
    weekend
      ? ["20:00", "21:00", "bollywood-beats", "Bollywood Beats Weekend", false]
      : ["20:00", "21:00", "the-big-debate", `The Big Debate: ${DEBATES[index % DEBATES.length]}`, true],
    ["21:00", "22:00", "namaste-britain", "Namaste Britain", false],
    ["22:00", "22:30", "matv-news", "MATV Late News", true],
    ["22:30", "24:00", "bollywood-beats", "Bollywood Beats Late", false],
  ];
}

const DESCRIPTIONS: Record<ShowSlug, string> = {
  "matv-news": "The latest news from Britain, India and the world.",
  "the-big-debate": "Live debate with the studio audience and viewers' calls from across Europe.",
  "community-matters": "Stories from the diaspora's temples, schools, charities and festivals.",
  "business-hour": "Markets, trade and the people building businesses between the UK and India.",
  "bollywood-beats": "The week's new songs and film news.",
  "namaste-britain": "हिंदी में समाचार और बातचीत।",
  "matv-breakfast": "News, the papers, weather and guests.",
};

/** Titles of the demo recordings, per show: each holds the show's match words, except the one attached by hand. */
const RECORDINGS: Array<{ show: ShowSlug; title: string; minutes: number; back?: number; byHand?: boolean }> = [
  { show: "matv-news", title: "MATV News Bulletin: the day's headlines from Britain and India", minutes: 28 },
  { show: "the-big-debate", title: "The Big Debate: what the new visa rules mean for families", minutes: 58 },
  { show: "community-matters", title: "Community Special: Diwali celebrations across London", minutes: 55 },
  { show: "business-hour", title: "Business Hour: UK–India trade and small businesses", minutes: 52 },
  { show: "namaste-britain", title: "नमस्ते ब्रिटेन: लंदन में दिवाली की रौनक", minutes: 85 },
  { show: "bollywood-beats", title: "Bollywood Beats: this week's new songs", minutes: 57 },
  { show: "matv-breakfast", title: "MATV Breakfast: the papers and the weather", minutes: 175 },
  { show: "matv-news", title: "MATV News: evening bulletin", minutes: 29, back: 1 },
  { show: "the-big-debate", title: "The Big Debate: should the UK and India sign the trade deal now?", minutes: 58, back: 1 },
  { show: "community-matters", title: "Highlights: a gurdwara kitchen that feeds thousands", minutes: 24, back: 1, byHand: true },
];

export async function seedDemoProgrammes(db: Db, options: { storage: ObjectStorage; now: Date }): Promise<void> {
  const { now, storage } = options;
  const showRows: Array<ReturnType<typeof buildShow>> = [];
  for (const show of DEMO_SHOWS) {
    const image = await writeSceneImage(storage, `show-${show.slug}`);
    showRows.push(buildShow({ ...show, imageUrl: image, createdAt: now, updatedAt: now }));
  }
  const idBySlug = new Map(showRows.map((s) => [s.slug, s.id]));

  // Last week, this week and next (Monday to Sunday, UK days).
  const firstDay = addDays(ukWeekStart(ukDayOf(now)), -7);
  const slots: Array<ScheduleSlotInsert & { id: string; showSlug: ShowSlug | null }> = [];
  for (let d = 0; d < 21; d++) {
    const day = addDays(firstDay, d);
    for (const [start, end, slug, title, isLive] of dayGrid(day, d)) {
      const startsAt = ukTimeToInstant(day, start);
      const endsAt = end === "24:00" ? ukTimeToInstant(addDays(day, 1), "00:00") : ukTimeToInstant(day, end);
      const showId = slug ? (idBySlug.get(slug) ?? null) : null;
      const show = DEMO_SHOWS.find((s) => s.slug === slug);
      slots.push({
        ...buildScheduleSlot({
          title,
          startsAt,
          endsAt,
          isLive,
          showId,
          show: show?.name ?? "",
          presenter: show?.presenters.join(" and ") ?? "",
          description: slug ? DESCRIPTIONS[slug] : "Films and repeats from the MATV archive.",
          createdAt: now,
          updatedAt: now,
        }),
        showSlug: slug,
      });
    }
  }

  // Each recording was published 45 minutes after the end of its show's latest airing that ended an hour ago or more
  // (`back` airings earlier), so the match rule finds it.
  const videos: ChannelVideoInsert[] = [];
  const byHand = new Map<string, string>();
  for (const [i, recording] of RECORDINGS.entries()) {
    const aired = slots
      .filter((s) => s.showSlug === recording.show && (s.endsAt as Date).getTime() <= now.getTime() - 3_600_000)
      .at(-1 - (recording.back ?? 0));
    if (!aired) continue;
    const videoId = `demo-${i + 1}`;
    videos.push(
      buildChannelVideo({
        videoId,
        title: recording.title,
        description: `${aired.description} Recorded from ${aired.title}.`,
        thumbnail: `/media/seed/show-${recording.show}-480.webp`,
        publishedAt: new Date((aired.endsAt as Date).getTime() + 45 * 60_000),
        duration: `PT${Math.floor(recording.minutes / 60) ? `${Math.floor(recording.minutes / 60)}H` : ""}${recording.minutes % 60 ? `${recording.minutes % 60}M` : ""}`,
        isDemo: true,
        firstSeenAt: now,
        updatedAt: now,
      }),
    );
    if (recording.byHand) byHand.set(aired.id, videoId);
  }
  const matched = matchRecordings(
    slots.map((s) => ({
      id: s.id,
      start: (s.startsAt as Date).toISOString(),
      end: (s.endsAt as Date).toISOString(),
      showId: s.showId ?? null,
      catchUpVideoId: byHand.get(s.id) ?? null,
    })),
    new Map(showRows.map((s) => [s.id, s.matchWords ?? []])),
    videos.map((v) => ({ videoId: v.videoId, title: v.title, publishedAt: (v.publishedAt as Date).toISOString() })),
    new Set(byHand.values()),
  );

  await db.transaction(async (tx) => {
    await tx.insert(shows).values(showRows);
    const rows = slots.map(({ showSlug: _, ...slot }) => ({
      ...slot,
      catchUpVideoId: byHand.get(slot.id) ?? null,
      matchedVideoId: matched.get(slot.id) ?? null,
    }));
    for (let i = 0; i < rows.length; i += 100) await tx.insert(scheduleSlots).values(rows.slice(i, i + 100));
    if (videos.length) await tx.insert(channelVideos).values(videos);
  });
}
