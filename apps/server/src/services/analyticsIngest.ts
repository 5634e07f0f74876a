import { createHash, randomBytes } from "node:crypto";
import {
  type AnalyticsSource,
  classifySource,
  type PageTemplate,
  pageTemplate,
  storyIdOfPath,
  ukDayOf,
  ukDayRange,
  type VitalMetric,
  vitalBin,
  vitalRating,
} from "@matv/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "../db/client.ts";
import { analyticsEvents, analyticsRollups, analyticsSalts, analyticsViewMarks, analyticsVisitors, articles, liveBlogs } from "../db/schema.ts";
import { isPublic } from "./articles.ts";

/**
 * Reader analytics ingestion (ADR 075): every hit is kept in memory, then written every FLUSH_MS in one
 * transaction per batch: the 30-minute marks, the day's visitors, raw events, the articles' view counts and the
 * minute/hour/day rollups. Hashing, bot checks and classification happen at flush, off the page's path.
 */

/** A view of one story counts once per reader and story in this window (ADR 064, ADR 075). */
export const VIEW_WINDOW_MS = 30 * 60_000;
/** A reader's session source lasts this long after their last page (their next pages on the site keep it). */
const SESSION_MS = 30 * 60_000;
/** Hits kept waiting at most: past it new ones are dropped (and counted as dropped), so memory stays bounded. */
export const MAX_BUFFERED_HITS = 50_000;
/** How often the scheduler writes the waiting hits (services/background.ts): at most this much is lost on a crash. */
export const ANALYTICS_WRITE_EVERY_MS = 2_000;
/** Rows per statement (PostgreSQL allows 65,535 parameters; a rollup row has six). */
const CHUNK = 1_000;
/** Story views this instance has written a mark for, remembered for the window: a repeat costs no database work. */
const MAX_LOCAL_MARKS = 100_000;
/** Browser strings already judged by isbot (its list is one large regular expression). */
const MAX_KNOWN_AGENTS = 2_000;

/** Who sent a hit: read from the request, hashed at flush with the day's salt, never stored. */
export interface AnalyticsClient {
  ip: string;
  userAgent: string;
  /** Signed-in staff (a bearer token or the staff marker cookie): nothing they do is counted. */
  staff: boolean;
}

export type AnalyticsHit =
  | { kind: "view"; path: string; search?: string; referrer?: string; ownHost?: string; storyId?: string; done?: (counted: boolean) => void }
  | { kind: "share"; storyId: string; platform: string }
  | { kind: "play"; videoId?: string; storyId?: string }
  | { kind: "live" }
  | { kind: "reading"; storyId: string }
  | { kind: "vital"; metric: VitalMetric; value: number; path: string };

interface Buffered {
  hit: AnalyticsHit;
  client: AnalyticsClient;
  at: number;
}

/** What a flush found out (tests and the view route). */
export interface FlushResult {
  written: number;
  views: number;
  /** The views counter of each story a counted view touched, after the flush. */
  storyViews: Map<string, number>;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** An IPv6 client is one reader per /64 (one home or phone line), an IPv4 one per address. */
export function addressKey(ip: string): string {
  const bare = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (!bare.includes(":")) return bare;
  const [head = "", tail = ""] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
}

const hash16 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

export function createAnalyticsIngest(db: Db, options: { now?: () => number; onError?: (error: unknown) => void } = {}) {
  const now = options.now ?? Date.now;
  let buffer: Buffered[] = [];
  let dropped = 0;
  let soon: NodeJS.Timeout | undefined;
  let flushing: Promise<FlushResult> | undefined;
  let failures = 0;
  const salts = new Map<string, string>();
  /** `storyId|readerKey` → when this instance last counted it; oldest first, bounded. */
  const localMarks = new Map<string, number>();
  const agents = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    let bot = agents.get(userAgent);
    if (bot === undefined) {
      if (agents.size >= MAX_KNOWN_AGENTS) agents.clear();
      agents.set(userAgent, (bot = isbot(userAgent)));
    }
    return bot;
  };
  /** The UK day of an instant, worked out once per minute. */
  let dayMinute = -1;
  let dayOfMinute = "";
  const dayOf = (at: number) => {
    const minute = Math.floor(at / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = ukDayOf(at);
    }
    return dayOfMinute;
  };

  function add(hit: AnalyticsHit, client: AnalyticsClient): boolean {
    if (client.staff) return false;
    if (buffer.length >= MAX_BUFFERED_HITS) {
      dropped++;
      return false;
    }
    buffer.push({ hit, client, at: now() });
    return true;
  }

  /** The day's salt, made by whichever instance asks first and read by the others (one per UK day). */
  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
    // Only today's (and a late batch's yesterday) are worth keeping in memory.
    if (salts.size > 2) salts.clear();
    salts.set(day, row!.salt);
    return row!.salt;
  }

  /** Section-detail addresses name a story by its stored slug: its id, looked up once per batch. */
  async function idsOfSlugs(slugs: string[]): Promise<Map<string, string>> {
    if (!slugs.length) return new Map();
    const rows = await db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(and(inArray(articles.slug, slugs), isPublic));
    return new Map(rows.map((r) => [r.slug!, r.id]));
  }

  /**
   * Of these ids, the published stories (with their section and byline, counted by day as they are now) and the
   * live blogs: anything else a beacon names is not counted.
   */
  async function knownStories(ids: string[]): Promise<{ articles: Map<string, { category: string | null; author: string | null }>; liveBlogs: Set<string> }> {
    if (!ids.length) return { articles: new Map(), liveBlogs: new Set() };
    const [a, l] = await Promise.all([
      db
        .select({ id: articles.id, category: articles.category, author: articles.author })
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, "published"), isNull(articles.deletedAt))),
      db.select({ id: liveBlogs.id }).from(liveBlogs).where(inArray(liveBlogs.id, ids)),
    ]);
    return { articles: new Map(a.map((r) => [r.id, r])), liveBlogs: new Set(l.map((r) => r.id)) };
  }

  /** Writes one batch; on failure the batch goes back to the front of the queue (three tries, then dropped). */
  async function write(batch: Buffered[]): Promise<FlushResult> {
    const result: FlushResult = { written: 0, views: 0, storyViews: new Map() };
    const waiting = batch.filter((b): b is Buffered & { hit: { kind: "view"; done: (c: boolean) => void } } => b.hit.kind === "view" && !!b.hit.done);
    const counted = new Set<Buffered>();
    const committedMarks = new Map<string, number>();
    try {
      const humans = batch.filter((b) => !isBot(b.client.userAgent));
      // Identities: the day's salt with the address (and the browser string for visitors); never stored raw.
      interface Keyed extends Buffered {
        origin: Buffered;
        day: string;
        visitor: string;
        readerKey: string;
      }
      const keyed: Keyed[] = [];
      for (const b of humans) {
        const day = dayOf(b.at);
        const salt = await saltOf(day);
        keyed.push({
          ...b,
          origin: b,
          day,
          visitor: hash16(`${salt}|${b.client.ip}|${b.client.userAgent}`),
          readerKey: hash16(`${salt}|${addressKey(b.client.ip)}`),
        });
      }
      interface View extends Keyed {
        path: string;
        template: PageTemplate;
        storyId: string | null;
        source: AnalyticsSource;
        domain?: string;
        internal: boolean;
      }
      const views: View[] = [];
      const slugs = new Set<string>();
      for (const k of keyed) {
        if (k.hit.kind !== "view") continue;
        const template = pageTemplate(k.hit.path);
        if (!template || template === "staff") continue;
        const { source, domain } = classifySource({ referrer: k.hit.referrer, search: k.hit.search, ownHost: k.hit.ownHost });
        const internal = source === "direct" && !!k.hit.referrer && !(k.hit.search ?? "").includes("utm_");
        const storyId = k.hit.storyId ?? storyIdOfPath(k.hit.path);
        if (!storyId && template === "article") slugs.add(k.hit.path.split("/").pop()!);
        views.push({ ...k, path: k.hit.path, template, storyId, source, domain, internal });
      }
      const bySlug = await idsOfSlugs([...slugs]);
      for (const v of views) if (!v.storyId && v.template === "article") v.storyId = bySlug.get(v.path.split("/").pop()!) ?? null;
      const named = new Set<string>();
      for (const v of views) if (v.storyId) named.add(v.storyId);
      for (const k of keyed) if ((k.hit.kind === "share" || k.hit.kind === "play" || k.hit.kind === "reading") && k.hit.storyId) named.add(k.hit.storyId);
      const known = await knownStories([...named]);
      const isKnown = (id: string | null | undefined): id is string => !!id && (known.articles.has(id) || known.liveBlogs.has(id));
      for (const v of views) if (!isKnown(v.storyId)) v.storyId = null;

      await db.transaction(async (tx) => {
        // 1. The 30-minute rule, in the database so that every instance agrees: a mark is inserted, or moved only
        // when older than the window; the rows it returns are the views that count. A repeat within the batch waits.
        // A repeat of a view this instance counted within the window cannot count: no database work for it.
        const marks = new Map<string, View>();
        const repeats = new Set<View>();
        for (const v of views) {
          if (!v.storyId) continue;
          const key = `${v.storyId}|${v.readerKey}`;
          const local = localMarks.get(key);
          if (local !== undefined && v.at - local < VIEW_WINDOW_MS) repeats.add(v);
          else if (!marks.has(key)) marks.set(key, v);
        }
        const countedMarks = new Set<string>();
        const markRows = [...marks.values()].map((v) => ({ storyId: v.storyId!, readerKey: v.readerKey, countedAt: new Date(v.at) }));
        markRows.sort((a, b) => (a.storyId + a.readerKey < b.storyId + b.readerKey ? -1 : 1));
        for (let i = 0; i < markRows.length; i += CHUNK) {
          const rows = await tx
            .insert(analyticsViewMarks)
            .values(markRows.slice(i, i + CHUNK))
            .onConflictDoUpdate({
              target: [analyticsViewMarks.storyId, analyticsViewMarks.readerKey],
              set: { countedAt: sql`excluded.counted_at` },
              setWhere: sql`${analyticsViewMarks.countedAt} <= excluded.counted_at - make_interval(secs => ${VIEW_WINDOW_MS / 1000})`,
            })
            .returning({ storyId: analyticsViewMarks.storyId, readerKey: analyticsViewMarks.readerKey });
          for (const r of rows) countedMarks.add(`${r.storyId}|${r.readerKey}`);
        }
        const countedViews = views.filter(
          (v) => !v.storyId || (!repeats.has(v) && countedMarks.has(`${v.storyId}|${v.readerKey}`) && marks.get(`${v.storyId}|${v.readerKey}`) === v),
        );
        for (const v of countedViews) {
          counted.add(v.origin);
          if (v.storyId) committedMarks.set(`${v.storyId}|${v.readerKey}`, v.at);
        }

        // 2. The day's visitors: new ones count once; the site row carries the source of their visit.
        const sessions = new Map<string, { day: string; visitor: string; source: string | null; lastSeen: Date }>();
        for (const v of countedViews) {
          const key = `${v.day}|${v.visitor}`;
          const s = sessions.get(key) ?? { day: v.day, visitor: v.visitor, source: null, lastSeen: new Date(v.at) };
          if (!v.internal) s.source = v.source;
          s.lastSeen = new Date(Math.max(s.lastSeen.getTime(), v.at));
          sessions.set(key, s);
        }
        const sessionSource = new Map<string, AnalyticsSource>();
        const newVisitors: Array<{ day: string; storyId: string }> = [];
        const sessionRows = [...sessions.values()].sort((a, b) => (a.day + a.visitor < b.day + b.visitor ? -1 : 1));
        for (let i = 0; i < sessionRows.length; i += CHUNK) {
          const rows = await tx
            .insert(analyticsVisitors)
            .values(sessionRows.slice(i, i + CHUNK).map((s) => ({ ...s, scope: "" })))
            .onConflictDoUpdate({
              target: [analyticsVisitors.day, analyticsVisitors.scope, analyticsVisitors.visitor],
              set: {
                lastSeen: sql`greatest(${analyticsVisitors.lastSeen}, excluded.last_seen)`,
                source: sql`case when excluded.source is not null then excluded.source
                  when ${analyticsVisitors.lastSeen} < excluded.last_seen - make_interval(secs => ${SESSION_MS / 1000}) then null
                  else ${analyticsVisitors.source} end`,
              },
            })
            .returning({
              day: analyticsVisitors.day,
              visitor: analyticsVisitors.visitor,
              source: analyticsVisitors.source,
              inserted: sql<boolean>`(xmax = 0)`,
            });
          for (const r of rows) {
            sessionSource.set(`${r.day}|${r.visitor}`, (r.source as AnalyticsSource | null) ?? "direct");
            if (r.inserted) newVisitors.push({ day: r.day, storyId: "" });
          }
        }
        for (const v of countedViews) if (v.internal) v.source = sessionSource.get(`${v.day}|${v.visitor}`) ?? "direct";
        const storyVisitorRows = new Map<string, { day: string; scope: string; visitor: string; lastSeen: Date }>();
        for (const v of countedViews) {
          if (v.storyId)
            storyVisitorRows.set(`${v.day}|${v.storyId}|${v.visitor}`, { day: v.day, scope: v.storyId, visitor: v.visitor, lastSeen: new Date(v.at) });
        }
        const storyRows = [...storyVisitorRows.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map((e) => e[1]);
        for (let i = 0; i < storyRows.length; i += CHUNK) {
          const rows = await tx
            .insert(analyticsVisitors)
            .values(storyRows.slice(i, i + CHUNK))
            .onConflictDoNothing()
            .returning({ day: analyticsVisitors.day, scope: analyticsVisitors.scope });
          for (const r of rows) newVisitors.push({ day: r.day, storyId: r.scope });
        }

        // 3. Raw events (7 days): counted views, shares and plays.
        const raw: Array<typeof analyticsEvents.$inferInsert> = countedViews.map((v) => ({
          type: "view" as const,
          storyId: v.storyId,
          path: v.path.slice(0, 512),
          template: v.template,
          source: v.source,
          visitor: v.visitor,
          occurredAt: new Date(v.at),
        }));
        for (const k of keyed) {
          if (k.hit.kind === "share" && isKnown(k.hit.storyId)) {
            raw.push({ type: "share", storyId: k.hit.storyId, platform: k.hit.platform, visitor: k.visitor, occurredAt: new Date(k.at) });
          } else if (k.hit.kind === "play") {
            raw.push({
              type: "play",
              storyId: isKnown(k.hit.storyId) ? k.hit.storyId : null,
              platform: k.hit.videoId ?? null,
              visitor: k.visitor,
              occurredAt: new Date(k.at),
            });
          }
        }
        for (let i = 0; i < raw.length; i += CHUNK) await tx.insert(analyticsEvents).values(raw.slice(i, i + CHUNK));

        // 4. The spec's view counter of each article.
        const perArticle = new Map<string, number>();
        for (const v of countedViews) if (v.storyId && known.articles.has(v.storyId)) perArticle.set(v.storyId, (perArticle.get(v.storyId) ?? 0) + 1);
        const wanted = new Set(waiting.map((w) => w.hit.storyId).filter((id): id is string => !!id));
        const touched = [...new Set([...perArticle.keys(), ...wanted])].sort();
        if (touched.length) {
          const values = sql.join(
            touched.map((id) => sql`(${id}::varchar, ${perArticle.get(id) ?? 0}::int)`),
            sql`, `,
          );
          const rows = await tx.execute<{ id: string; views: number }>(
            sql`update articles set views = articles.views + v.n from (values ${values}) as v(id, n) where articles.id = v.id returning articles.id, articles.views`,
          );
          for (const r of rowsOf<{ id: string; views: number }>(rows)) result.storyViews.set(r.id, Number(r.views));
        }

        // 5. Rollups: per minute (the whole site), per hour and per day (site and story).
        const counts = new Map<string, number>();
        const bump = (grain: "minute" | "hour" | "day", bucket: number, metric: string, storyId = "", dim = "", n = 1) => {
          const key = `${grain}\u0000${bucket}\u0000${metric}\u0000${storyId}\u0000${dim}`;
          counts.set(key, (counts.get(key) ?? 0) + n);
        };
        const dayStarts = new Map<string, number>();
        const dayStart = (day: string) => dayStarts.get(day) ?? dayStarts.set(day, ukDayRange(day).start.getTime()).get(day)!;
        const minuteOf = (t: number) => Math.floor(t / MINUTE) * MINUTE;
        const hourOf = (t: number) => Math.floor(t / HOUR) * HOUR;
        for (const v of countedViews) {
          const day = dayStart(v.day);
          bump("minute", minuteOf(v.at), "views");
          bump("hour", hourOf(v.at), "views");
          bump("day", day, "views");
          bump("day", day, "source", "", v.source);
          bump("day", day, "template", "", v.template);
          if (v.source === "other" && v.domain) bump("day", day, "domain", "", v.domain);
          if (v.storyId) {
            bump("hour", hourOf(v.at), "views", v.storyId);
            bump("day", day, "views", v.storyId);
            bump("day", day, "source", v.storyId, v.source);
            const story = known.articles.get(v.storyId);
            if (story?.category) bump("day", day, "section", "", story.category);
            if (story?.author) bump("day", day, "author", "", story.author);
          }
        }
        for (const n of newVisitors) bump("day", dayStart(n.day), "visitors", n.storyId);
        for (const k of keyed) {
          const day = dayStart(k.day);
          const hit = k.hit;
          if (hit.kind === "share" && isKnown(hit.storyId)) {
            bump("day", day, "share", "", hit.platform);
            bump("day", day, "share", hit.storyId, hit.platform);
          } else if (hit.kind === "play") {
            bump("day", day, "play");
            bump("hour", hourOf(k.at), "play");
          } else if (hit.kind === "live") {
            bump("minute", minuteOf(k.at), "live");
            bump("hour", hourOf(k.at), "live");
            bump("day", day, "live");
          } else if (hit.kind === "reading" && known.liveBlogs.has(hit.storyId)) {
            bump("minute", minuteOf(k.at), "reading", hit.storyId);
            bump("hour", hourOf(k.at), "reading", hit.storyId);
          } else if (hit.kind === "vital") {
            const template = pageTemplate(hit.path);
            if (template) {
              bump("day", day, "vital", "", `${template}|${hit.metric}|${vitalBin(hit.metric, hit.value)}`);
              bump("day", day, "vital_rating", "", `${template}|${hit.metric}|${vitalRating(hit.metric, hit.value)}`);
            }
          }
        }
        const rollupRows = [...counts.entries()]
          .sort((a, b) => (a[0] < b[0] ? -1 : 1))
          .map(([key, count]) => {
            const [grain, bucket, metric, storyId, dim] = key.split("\u0000") as ["minute" | "hour" | "day", string, string, string, string];
            return { grain, bucket: new Date(Number(bucket)), metric, storyId, dim, count };
          });
        const liveMinutes: Array<{ bucket: Date; count: number; inserted: boolean }> = [];
        for (let i = 0; i < rollupRows.length; i += CHUNK) {
          const rows = await tx
            .insert(analyticsRollups)
            .values(rollupRows.slice(i, i + CHUNK))
            .onConflictDoUpdate({
              target: [analyticsRollups.grain, analyticsRollups.metric, analyticsRollups.bucket, analyticsRollups.storyId, analyticsRollups.dim],
              set: { count: sql`${analyticsRollups.count} + excluded.count` },
            })
            .returning({
              grain: analyticsRollups.grain,
              metric: analyticsRollups.metric,
              bucket: analyticsRollups.bucket,
              count: analyticsRollups.count,
              inserted: sql<boolean>`(xmax = 0)`,
            });
          for (const r of rows)
            if (r.grain === "minute" && r.metric === "live") liveMinutes.push({ bucket: r.bucket, count: Number(r.count), inserted: r.inserted });
        }
        // Live viewers: each player beats once a minute, so a minute's heartbeats are its viewers. The peak of an
        // hour and a day is the largest minute so far; minutes with viewers give the average.
        if (liveMinutes.length) {
          const peaks = new Map<string, { grain: "hour" | "day"; metric: string; bucket: Date; storyId: string; dim: string; count: number }>();
          const addPeak = (grain: "hour" | "day", bucket: number, metric: string, count: number) => {
            const key = `${grain}|${metric}|${bucket}`;
            const old = peaks.get(key);
            if (metric === "live_minutes") peaks.set(key, { grain, metric, bucket: new Date(bucket), storyId: "", dim: "", count: (old?.count ?? 0) + count });
            else if (!old || old.count < count) peaks.set(key, { grain, metric, bucket: new Date(bucket), storyId: "", dim: "", count });
          };
          for (const m of liveMinutes) {
            const t = m.bucket.getTime();
            const day = dayStart(dayOf(t));
            addPeak("hour", hourOf(t), "live_peak", m.count);
            addPeak("day", day, "live_peak", m.count);
            if (m.inserted) {
              addPeak("hour", hourOf(t), "live_minutes", 1);
              addPeak("day", day, "live_minutes", 1);
            }
          }
          const peakRows = [...peaks.values()].sort((a, b) =>
            `${a.grain}${a.metric}${a.bucket.getTime()}` < `${b.grain}${b.metric}${b.bucket.getTime()}` ? -1 : 1,
          );
          await tx
            .insert(analyticsRollups)
            .values(peakRows)
            .onConflictDoUpdate({
              target: [analyticsRollups.grain, analyticsRollups.metric, analyticsRollups.bucket, analyticsRollups.storyId, analyticsRollups.dim],
              set: {
                count: sql`case when ${analyticsRollups.metric} = 'live_peak' then greatest(${analyticsRollups.count}, excluded.count) else ${analyticsRollups.count} + excluded.count end`,
              },
            });
        }
        result.written = raw.length;
        result.views = countedViews.length;
      });
      // Remembered once committed, and only for views counted here: a mark another instance holds is checked
      // in the database again (which is what keeps the instances' sums exact).
      for (const [key, at] of committedMarks) {
        localMarks.delete(key);
        localMarks.set(key, at);
      }
      while (localMarks.size > MAX_LOCAL_MARKS) localMarks.delete(localMarks.keys().next().value!);
      failures = 0;
    } catch (error) {
      failures++;
      counted.clear();
      if (failures < 3) {
        buffer = batch.concat(buffer).slice(0, MAX_BUFFERED_HITS);
        throw error;
      }
      failures = 0;
      for (const w of waiting) w.hit.done(false);
      throw error;
    }
    for (const w of waiting) w.hit.done(counted.has(w));
    return result;
  }

  async function flush(): Promise<FlushResult> {
    // One flush at a time: a second caller waits for the one under way, then writes what came meanwhile.
    while (flushing) await flushing.catch(() => undefined);
    if (!buffer.length) return { written: 0, views: 0, storyViews: new Map() };
    const batch = buffer;
    buffer = [];
    flushing = write(batch);
    try {
      return await flushing;
    } finally {
      flushing = undefined;
    }
  }

  function tick() {
    flush().catch((error: unknown) => options.onError?.(error));
  }

  return {
    /** Keeps a hit for the next write; false when it is not counted (staff) or the queue is full. */
    add,
    /** Writes soon (within `ms`): a caller waits for its answer. */
    flushSoon(ms = 25) {
      soon ??= setTimeout(() => {
        soon = undefined;
        tick();
      }, ms);
    },
    flush,
    async stop() {
      if (soon) clearTimeout(soon);
      soon = undefined;
      await flush().catch((error: unknown) => options.onError?.(error));
    },
    /** Hits waiting and hits dropped because the queue was full (metrics, tests). */
    get pending() {
      return buffer.length;
    },
    get dropped() {
      return dropped;
    },
    forgetSalts() {
      salts.clear();
    },
  };
}

export type AnalyticsIngest = ReturnType<typeof createAnalyticsIngest>;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
