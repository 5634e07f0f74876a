import {
  addDays,
  findOverlap,
  formatBroadcastTime,
  nextScheduleBoundary,
  onNowAndNext,
  type ScheduleNowWire,
  normaliseTitle,
  type RecordingWire,
  type ScheduleSlotInput,
  type ScheduleSlotWire,
  scheduleSlotInputSchema,
  ukDayOf,
  ukDayRange,
  ukWeekStart,
} from "@matv/shared";
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import type { Db } from "../db/client.ts";
import { channelVideos, scheduleSlots, shows } from "../db/schema.ts";
import { type ContentCache, recordReadExpiry } from "../infra/cache.ts";
import { cacheKey } from "../infra/cacheTags.ts";
import { BadRequestError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Executor, Tx } from "./audit.ts";
import { type CatchUpService, lockSchedule, RECORDING_TAGS } from "./catchUp.ts";
import type { DocumentKind, Documents } from "./documents/model.ts";
import { type SiteDocumentRow, siteDocumentRows } from "./documents/rows.ts";

export const SCHEDULE_MESSAGES = {
  overlap: (a: { title: string; start: string }, b: { title: string; start: string }) =>
    `"${b.title}" (${formatBroadcastTime(b.start)}) overlaps "${a.title}" (${formatBroadcastTime(a.start)}). Move or shorten one of them.`,
  outsideWeek: "starts outside the week being saved",
  stale: "Someone else saved this week's schedule after you opened it. Reload the week to see their changes, then make yours again.",
  xmltvUnreadable: "The file is not XMLTV: expected <tv> with <programme start=... stop=...> entries.",
  xmltvEmpty: "The file has no programmes.",
  xmltvTime: (value: string) => `"${value}" is not an XMLTV time (YYYYMMDDhhmmss +hhmm).`,
  unknownShow: "is not one of the channel's shows",
} as const;

/** How long a day's schedule and on now/next stay in the process cache (every save empties them). */
const DAY_TTL_MS = 60_000;
const NOW_TTL_MS = 15_000;

type SlotRow = typeof scheduleSlots.$inferSelect & { showSlug: string | null; showName: string | null };

/** A slot's columns with its show's slug and name (the show's name stands in for a blank free-text show). */
const slotColumns = { ...getTableColumns(scheduleSlots), showSlug: shows.slug, showName: shows.name };

function toWire(row: SlotRow): ScheduleSlotWire {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    show: row.show || row.showName || "",
    presenter: row.presenter,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    isLive: row.isLive,
    imageUrl: row.imageUrl,
    catchUpVideoId: row.catchUpVideoId,
    showId: row.showId,
    showSlug: row.showSlug,
    matchedVideoId: row.matchedVideoId,
  };
}

/** "20261124190000 +0000" (seconds and offset optional) -> ISO instant. */
export function parseXmltvTime(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2})(\d{2}))?$/.exec(value.trim());
  if (!m) throw new BadRequestError(SCHEDULE_MESSAGES.xmltvTime(value), "file");
  const [, y, mo, d, h, mi, s = "00", sign, oh = "00", om = "00"] = m;
  const offset = (Number(oh) * 60 + Number(om)) * (sign === "-" ? -1 : 1);
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offset * 60_000;
  if (Number.isNaN(utc)) throw new BadRequestError(SCHEDULE_MESSAGES.xmltvTime(value), "file");
  return new Date(utc).toISOString();
}

const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return "";
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === "object") return textOf((node as Record<string, unknown>)["#text"]);
  return String(node).trim();
};

/** The programmes of an XMLTV document as slot inputs (validated by the same schema as the editor's). */
export function parseXmltv(xml: string): ScheduleSlotInput[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "programme", processEntities: true });
  let doc: { tv?: { programme?: Array<Record<string, unknown>> } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch {
    throw new BadRequestError(SCHEDULE_MESSAGES.xmltvUnreadable, "file");
  }
  if (!doc?.tv || typeof doc.tv !== "object") throw new BadRequestError(SCHEDULE_MESSAGES.xmltvUnreadable, "file");
  const programmes = doc.tv.programme ?? [];
  if (!programmes.length) throw new BadRequestError(SCHEDULE_MESSAGES.xmltvEmpty, "file");
  return programmes.map((p, i) => {
    const show = textOf(p.title);
    const episode = textOf(p["sub-title"]);
    const categories = [p.category].flat().map(textOf);
    const credits = p.credits as Record<string, unknown> | undefined;
    const icon = p.icon as Record<string, unknown> | undefined;
    const parsed = scheduleSlotInputSchema.safeParse({
      title: episode || show,
      show: episode ? show : "",
      description: textOf(p.desc),
      presenter: textOf(credits?.presenter),
      start: parseXmltvTime(String(p["@start"] ?? "")),
      end: parseXmltvTime(String(p["@stop"] ?? "")),
      isLive: "live" in p || categories.some((c) => c.toLowerCase() === "live"),
      imageUrl: typeof icon?.["@src"] === "string" && /^https?:\/\//.test(icon["@src"]) ? icon["@src"] : null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequestError(`Programme ${i + 1}: ${issue?.path.join(".") || "programme"} ${issue?.message ?? "is invalid"}`, "file");
    }
    return parsed.data;
  });
}

type WeekRow = SiteDocumentRow<{ slots: ScheduleSlotWire[] }>;

function weekRange(weekStart: string) {
  return { from: ukDayRange(weekStart).start, to: ukDayRange(addDays(weekStart, 7)).start };
}

/** Programmes in start order: those running within [from, to), or with `starting`, those that start in it. */
async function slotsIn(executor: Executor, from: Date, to: Date, starting = false): Promise<ScheduleSlotWire[]> {
  const within = starting ? gte(scheduleSlots.startsAt, from) : gt(scheduleSlots.endsAt, from);
  return (
    await executor
      .select(slotColumns)
      .from(scheduleSlots)
      .leftJoin(shows, eq(shows.id, scheduleSlots.showId))
      .where(and(lt(scheduleSlots.startsAt, to), within))
      .orderBy(asc(scheduleSlots.startsAt))
  ).map(toWire);
}

/** The programmes starting in the seven UK days from `weekStart`. */
const slotsOfWeek = (executor: Executor, weekStart: string) => slotsIn(executor, weekRange(weekStart).from, weekRange(weekStart).to, true);

/**
 * A week of the schedule (ADR 054, 067): a document whose content is the slots starting in it (kept in
 * schedule_slots) and whose version (site_documents `schedule-week:{weekStart}`) every save of it checks.
 */
export const scheduleWeekKind: DocumentKind<WeekRow, { slots: ScheduleSlotWire[]; version: number }, { data: { slots: ScheduleSlotWire[] } }> = {
  name: "schedule-week",
  messages: { notFound: "Week not found", stale: SCHEDULE_MESSAGES.stale },
  ...siteDocumentRows<{ slots: ScheduleSlotWire[] }>({ slots: [] }, { prefix: "schedule-week:" }),
  wire: async (executor, row) => ({ slots: await slotsOfWeek(executor, row.key.slice("schedule-week:".length)), version: row.version }),
  snapshot: (row) => ({ slots: row.data.slots.map((slot) => `${slot.start} ${slot.title}`) }),
  // A week's slots are what show pages, video pages and recordings read too (ADR 073).
  tags: () => [...RECORDING_TAGS],
};

/** The programme schedule: days in UK time, on now/next, and staff's week saves and XMLTV imports. */
export function createScheduleService(db: Db, cache: ContentCache, documents: Documents, catchUp: CatchUpService) {
  const slotsBetween = (from: Date, to: Date) => slotsIn(db, from, to);

  /** Replaces every slot starting in [from, to) with `slots`, refusing overlaps with each other and with neighbours. */
  async function replaceRange(tx: Tx, from: Date, to: Date, slots: ScheduleSlotInput[], staffId: string | null): Promise<void> {
    const own = findOverlap(slots);
    if (own) throw new BadRequestError(SCHEDULE_MESSAGES.overlap(own[0], own[1]), "slots");
    // One schedule writer at a time across instances, whichever weeks it touches (PGlite has one connection anyway).
    await lockSchedule(tx);
    const showIds = [...new Set(slots.map((s) => s.showId).filter((id): id is string => id != null))];
    if (showIds.length) {
      const known = new Set((await tx.select({ id: shows.id }).from(shows).where(inArray(shows.id, showIds))).map((r) => r.id));
      const i = slots.findIndex((s) => s.showId != null && !known.has(s.showId));
      if (i >= 0) throw new BadRequestError(`slots.${i}.showId ${SCHEDULE_MESSAGES.unknownShow}`, `slots.${i}.showId`);
    }
    const outside = await tx
      .select()
      .from(scheduleSlots)
      .where(and(lt(scheduleSlots.startsAt, new Date(to.getTime() + 86_400_000)), gt(scheduleSlots.endsAt, new Date(from.getTime() - 86_400_000))));
    const clash = findOverlap([
      ...outside
        .filter((r) => r.startsAt < from || r.startsAt >= to)
        .map((r) => ({ title: r.title, start: r.startsAt.toISOString(), end: r.endsAt.toISOString() })),
      ...slots,
    ]);
    if (clash) throw new BadRequestError(SCHEDULE_MESSAGES.overlap(clash[0], clash[1]), "slots");
    await tx.delete(scheduleSlots).where(and(gte(scheduleSlots.startsAt, from), lt(scheduleSlots.startsAt, to)));
    if (slots.length) {
      await tx.insert(scheduleSlots).values(
        slots.map((s) => ({
          id: newObjectId(),
          title: s.title,
          description: s.description,
          show: s.show,
          presenter: s.presenter,
          startsAt: new Date(s.start),
          endsAt: new Date(s.end),
          isLive: s.isLive,
          imageUrl: s.imageUrl,
          catchUpVideoId: s.catchUpVideoId,
          showId: s.showId ?? null,
          updatedBy: staffId,
        })),
      );
    }
    // In the same transaction: the new slots are never seen without their recordings (ADR 073).
    await catchUp.rematch(tx, from, to);
  }

  /** Staff: the videos published in [from, to + 1 day) that no slot has, attached by hand or matched. */
  async function unattachedRecordings(weekStart: string): Promise<RecordingWire[]> {
    const { from, to } = weekRange(weekStart);
    const [rows, attachedRows] = await Promise.all([
      db
        .select({ videoId: channelVideos.videoId, title: channelVideos.title, publishedAt: channelVideos.publishedAt })
        .from(channelVideos)
        .where(and(gte(channelVideos.publishedAt, from), lt(channelVideos.publishedAt, new Date(to.getTime() + 86_400_000))))
        .orderBy(desc(channelVideos.publishedAt))
        .limit(500),
      db
        .select({ hand: scheduleSlots.catchUpVideoId, matched: scheduleSlots.matchedVideoId })
        .from(scheduleSlots)
        .where(or(isNotNull(scheduleSlots.catchUpVideoId), isNotNull(scheduleSlots.matchedVideoId))),
    ]);
    const attached = new Set(attachedRows.flatMap((r) => [r.hand, r.matched]));
    return rows.filter((r) => !attached.has(r.videoId)).map((r) => ({ videoId: r.videoId, title: r.title, publishedAt: r.publishedAt.toISOString() }));
  }

  /** XMLTV names a programme's show by its title: the show of that name or slug, if the channel has one. */
  async function showIdsByName(names: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(names.map(normaliseTitle).filter(Boolean))];
    if (!wanted.length) return new Map();
    const rows = await db.select({ id: shows.id, name: shows.name, slug: shows.slug }).from(shows);
    const map = new Map<string, string>();
    for (const row of rows) {
      map.set(normaliseTitle(row.name), row.id);
      map.set(normaliseTitle(row.slug), row.id);
    }
    return map;
  }

  /** A save of the week that starts at `weekStart`: `change` replaces slots; every other week it touched gets a new version too. */
  function saveWeeks(weekStart: string, version: number | undefined, staffId: string | null, action: string, change: (tx: Tx) => Promise<string[]>) {
    return documents.save(scheduleWeekKind, {
      id: weekStart,
      version,
      actor: staffId ? { id: staffId } : null,
      action,
      async change(context) {
        for (const other of await change(context.tx)) {
          if (other === weekStart) continue;
          const row = (await scheduleWeekKind.load(context.tx, other, true)) ?? scheduleWeekKind.empty!(other);
          await context.write(scheduleWeekKind, other, row, { data: { slots: await slotsOfWeek(context.tx, other) } }, action);
        }
        return { data: { slots: await slotsOfWeek(context.tx, weekStart) } };
      },
    });
  }

  return {
    /** The programmes of one UK day (those running across midnight included). */
    day(date: string): Promise<ScheduleSlotWire[]> {
      const { start, end } = ukDayRange(date);
      return cache.get(cacheKey.scheduleDay(date), DAY_TTL_MS, () => slotsBetween(start, end));
    },

    /** What is on air now and next. */
    async nowAndNext(now: Date = new Date()): Promise<ScheduleNowWire> {
      // Cached per 15 s window: every reader in the window shares one query.
      const bucket = Math.floor(now.getTime() / NOW_TTL_MS);
      const upcoming = await cache.get(cacheKey.scheduleNow(bucket), NOW_TTL_MS, () => slotsBetween(now, new Date(now.getTime() + 7 * 86_400_000)));
      const slots = upcoming.slice(0, 3);
      // A page showing on now/next (home, /live) is kept no later than the next boundary, so it is right without JavaScript.
      const boundary = nextScheduleBoundary(slots, now);
      if (boundary !== null) recordReadExpiry(boundary);
      return onNowAndNext(slots, now);
    },

    /**
     * Staff: the programmes starting in the seven UK days from `weekStart`, with the week's version, and the
     * recordings of the week no slot has yet (to attach by hand).
     */
    async week(weekStart: string): Promise<{ slots: ScheduleSlotWire[]; version: number; recordings: RecordingWire[] }> {
      return { ...(await documents.get(scheduleWeekKind, weekStart)), recordings: await unattachedRecordings(weekStart) };
    },

    /** Staff: the week's programmes replaced by `slots` (each must start within the week), if still at `version`. */
    async saveWeek(
      weekStart: string,
      slots: ScheduleSlotInput[],
      version: number,
      staffId: string | null,
    ): Promise<{ slots: ScheduleSlotWire[]; version: number; recordings: RecordingWire[] }> {
      const { from, to } = weekRange(weekStart);
      slots.forEach((s, i) => {
        const t = Date.parse(s.start);
        if (t < from.getTime() || t >= to.getTime()) throw new BadRequestError(`slots.${i}.start ${SCHEDULE_MESSAGES.outsideWeek}`, `slots.${i}.start`);
      });
      const saved = await saveWeeks(weekStart, version, staffId, "update", async (tx) => {
        await replaceRange(tx, from, to, slots, staffId);
        return [weekStart];
      });
      return { ...saved, recordings: await unattachedRecordings(weekStart) };
    },

    /** Staff: an XMLTV file's programmes replace those starting within the time it covers; every week it touches moves on a version. */
    async importXmltv(xml: string, staffId: string | null): Promise<{ imported: number; from: string; to: string }> {
      const parsed = parseXmltv(xml);
      const byName = await showIdsByName(parsed.map((s) => s.show || s.title));
      const slots = parsed.map((s) => ({ ...s, showId: byName.get(normaliseTitle(s.show || s.title)) ?? null }));
      const from = new Date(Math.min(...slots.map((s) => Date.parse(s.start))));
      const to = new Date(Math.max(...slots.map((s) => Date.parse(s.end))));
      const weeks = new Set<string>();
      for (let day = ukDayOf(from); day <= ukDayOf(to); day = addDays(day, 1)) weeks.add(ukWeekStart(day));
      await saveWeeks(ukWeekStart(ukDayOf(from)), undefined, staffId, "import", async (tx) => {
        await replaceRange(tx, from, to, slots, staffId);
        return [...weeks];
      });
      return { imported: slots.length, from: from.toISOString(), to: to.toISOString() };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
