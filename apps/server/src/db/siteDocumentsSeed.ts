import { type HomepageUpdate, type LiveScore, liveScoreTime, type MatvUpdate } from "@matv/shared";
import { SITE_DOCUMENT_KEYS } from "../services/siteDocuments.ts";
import type { Db } from "./client.ts";
import { siteDocuments } from "./schema.ts";

/** Seed images written by the demo seed for each page (`{page}-{n}-1200.webp`). */
const image = (page: string, n: number) => `/media/seed/${page}-${n}-1200.webp`;

export const DEMO_HOMEPAGE: HomepageUpdate = {
  headline: "Diaspora voices shape the debate on Britain's new visa rules",
  mainImage: image("latestnews", 0),
  trendingTopics: ["UK Politics", "India", "Cricket", "Cost of Living", "Diwali", "NHS"],
};

export const DEMO_MATV: MatvUpdate = {
  mainStory: { title: "MATV Live: community leaders debate the future of Indian heritage schools in Leicester", image: image("topstories", 1) },
  liveUpdates: [
    { time: "09:15", text: "Leicester council confirms funding review for community language classes" },
    { time: "10:40", text: "Panel joins from Wembley to discuss rising rents for young families" },
    { time: "12:05", text: "Viewers call in from Oslo and Frankfurt on travel costs to India" },
  ],
  centerCard: { title: "Tonight on MATV: the Sunday debate, live from our London studio", image: image("community", 2) },
  centerList: [
    "How the new points system affects care workers",
    "Festival season: what councils are planning",
    "Why more British Indians are starting businesses",
  ],
  economicImpact: [
    { image: image("money", 0), text: "Remittances to India reach a record as the pound strengthens" },
    { image: image("money", 1), text: "Small shops on Belgrave Road report a strong Diwali season" },
  ],
  mustRead: [
    { image: image("worldnews", 0), text: "Inside the race to connect Europe's Indian communities" },
    { image: image("indianews", 1), text: "A village in Gujarat that sends teachers to Britain" },
  ],
  opinion: [
    { image: image("opinion", 0), text: "Second-generation voters are not a bloc, and parties should stop pretending", author: "Priya Raghavan" },
    { image: image("opinion", 1), text: "Hindi classes deserve a place in the school day", author: "James Whitfield" },
  ],
};

/** The demo matches as the desk stores them (kick-offs fixed, so a save from the desk changes nothing): two live, one later today, one finished. */
export function demoLiveScores(now: Date): LiveScore[] {
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();
  const match = (fields: Omit<LiveScore, "time" | "kickoffAt">, kickoffAt: string): LiveScore => ({
    ...fields,
    kickoffAt,
    time: liveScoreTime({ status: fields.status, kickoffAt }, now),
  });
  return [
    match(
      { id: "m1", sport: "Cricket", competition: "Test Series", homeTeam: "England", awayTeam: "India", homeScore: 287, awayScore: 301, status: "live" },
      minutesAgo(67),
    ),
    match(
      {
        id: "m2",
        sport: "Football",
        competition: "Premier League",
        homeTeam: "Leicester City",
        awayTeam: "Arsenal",
        homeScore: 1,
        awayScore: 1,
        status: "live",
      },
      minutesAgo(88),
    ),
    match(
      {
        id: "m3",
        sport: "Football",
        competition: "Championship",
        homeTeam: "Coventry City",
        awayTeam: "Leeds United",
        homeScore: null,
        awayScore: null,
        status: "upcoming",
      },
      minutesAgo(-180),
    ),
    match(
      {
        id: "m4",
        sport: "Tennis",
        competition: "ATP Finals",
        homeTeam: "Sumit Nagal",
        awayTeam: "Jack Draper",
        homeScore: 1,
        awayScore: 2,
        status: "finished",
      },
      minutesAgo(300),
    ),
  ];
}

/** Demo homepage, MATV and live-score documents (called by the demo seed in its transaction). */
export async function seedSiteDocuments(db: Pick<Db, "insert">, now = new Date()): Promise<void> {
  await db
    .insert(siteDocuments)
    .values([
      { key: SITE_DOCUMENT_KEYS.homepage, data: DEMO_HOMEPAGE },
      { key: SITE_DOCUMENT_KEYS.matv, data: DEMO_MATV },
      { key: SITE_DOCUMENT_KEYS.liveScores, data: demoLiveScores(now) },
    ])
    .onConflictDoNothing();
}
