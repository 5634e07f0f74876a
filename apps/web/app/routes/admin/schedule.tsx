import {
  type AdminShowWire,
  addDays,
  formatBroadcastTime,
  type ScheduleSlotWire,
  scheduleDayLabel,
  scheduleWeekSchema,
  ukClock,
  ukDayOf,
  ukTimeToInstant,
  ukWeekStart,
  type RecordingWire,
  videoPagePath,
} from "@matv/shared";
import { useEffect, useState } from "react";
import { ApiError, staffApi } from "../../features/admin/apiClient";
import type { Route } from "./+types/schedule";
import * as api from "../../lib/api/endpoints";

export const meta: Route.MetaFunction = () => [{ title: "TV schedule | MATV admin" }, { name: "robots", content: "noindex" }];

/** A programme as the form edits it: UK day and wall-clock times. */
interface Row {
  key: string;
  day: string;
  startTime: string;
  endTime: string;
  title: string;
  show: string;
  presenter: string;
  description: string;
  isLive: boolean;
  catchUpVideoId: string;
  /** The show this slot airs ("" for a one-off) and the recording the match rule found (read only). */
  showId: string;
  matchedVideoId: string | null;
  /** Whether the slot has ended (a recording can be attached). */
  aired: boolean;
}

let rowCount = 0;
const newKey = () => `row-${++rowCount}`;

function toRow(slot: ScheduleSlotWire): Row {
  return {
    key: newKey(),
    day: ukDayOf(slot.start),
    startTime: ukClock(slot.start),
    endTime: ukClock(slot.end),
    title: slot.title,
    show: slot.show,
    presenter: slot.presenter,
    description: slot.description,
    isLive: slot.isLive,
    catchUpVideoId: slot.catchUpVideoId ?? "",
    showId: slot.showId ?? "",
    matchedVideoId: slot.matchedVideoId,
    aired: Date.parse(slot.end) <= Date.now(),
  };
}

/** The row as the API takes it: an end at or before the start means the next day. */
function toSlot(row: Row) {
  const start = ukTimeToInstant(row.day, row.startTime);
  let end = ukTimeToInstant(row.day, row.endTime);
  if (end <= start) end = ukTimeToInstant(addDays(row.day, 1), row.endTime);
  return {
    title: row.title,
    show: row.show,
    presenter: row.presenter,
    description: row.description,
    isLive: row.isLive,
    start: start.toISOString(),
    end: end.toISOString(),
    imageUrl: null,
    catchUpVideoId: row.catchUpVideoId.trim() || null,
    showId: row.showId || null,
  };
}

const input = "mt-1 w-full rounded border border-gray-400 px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand";

/**
 * /admin/schedule: a week of programmes in UK time, saved as a whole; or an XMLTV import. Each slot picks its show
 * (from the shows desk) and shows its recording: matched automatically, attached by hand, or one of the week's
 * unmatched recordings to attach (ADR 073).
 */
export default function AdminSchedule() {
  const [weekStart, setWeekStart] = useState(() => ukWeekStart(ukDayOf(new Date())));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The week's version as loaded: a save with an older one is refused (409) rather than overwrite someone's changes. */
  const [version, setVersion] = useState(0);
  const [stale, setStale] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [shows, setShows] = useState<AdminShowWire[]>([]);
  const [recordings, setRecordings] = useState<RecordingWire[]>([]);

  useEffect(() => {
    staffApi(api.shows()).then(
      (body) => setShows(body.data),
      () => setShows([]),
    );
  }, []);

  useEffect(() => {
    let current = true;
    setRows(null);
    setLoadError(null);
    setStale(false);
    staffApi(api.scheduleWeek(weekStart)).then(
      (body) => {
        if (!current) return;
        setRows(body.data.slots.map(toRow));
        setVersion(body.data.version);
        setRecordings(body.data.recordings ?? []);
      },
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : "Failed to load the schedule"),
    );
    return () => {
      current = false;
    };
  }, [weekStart, reloads]);

  const update = (key: string, change: Partial<Row>) => setRows((all) => all?.map((r) => (r.key === key ? { ...r, ...change } : r)) ?? null);

  async function save() {
    if (!rows) return;
    setMessage(null);
    const checked = scheduleWeekSchema.safeParse({ weekStart, version, slots: rows.map(toSlot) });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const index = issue?.path[1];
      const row = typeof index === "number" ? rows[index] : undefined;
      setMessage({ ok: false, text: `${row ? `"${row.title || "Untitled"}" ${String(issue?.path[2] ?? "")}` : issue?.path.join(".")}: ${issue?.message}` });
      return;
    }
    setBusy(true);
    try {
      const body = await staffApi(api.saveScheduleWeek(), checked.data);
      setRows(body.data.slots.map(toRow));
      setVersion(body.data.version);
      setRecordings(body.data.recordings ?? []);
      setMessage({ ok: true, text: "Schedule saved." });
    } catch (error) {
      setStale(error instanceof ApiError && error.status === 409);
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : "Failed to save the schedule." });
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File) {
    setMessage(null);
    setBusy(true);
    try {
      const body = await staffApi(api.importXmltv(), await file.text(), { headers: { "content-type": "application/xml" } });
      setMessage({ ok: true, text: `Imported ${body.data.imported} programmes.` });
      const reloaded = await staffApi(api.scheduleWeek(weekStart));
      setRows(reloaded.data.slots.map(toRow));
      setVersion(reloaded.data.version);
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : "Failed to import the file." });
    } finally {
      setBusy(false);
    }
  }

  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const today = ukDayOf(new Date());
  return (
    <section aria-labelledby="schedule-admin-title">
      <h1 id="schedule-admin-title" className="mb-2 text-2xl font-extrabold">
        TV schedule
      </h1>
      <p className="mb-4 text-gray-700">Times are UK times (GMT or BST); readers also see India time. An end before the start means the next day.</p>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button type="button" className="rounded border border-gray-400 px-3 py-1" onClick={() => setWeekStart(addDays(weekStart, -7))}>
          Previous week
        </button>
        <p className="font-semibold" aria-live="polite">
          Week of {scheduleDayLabel(weekStart, today)} ({weekStart})
        </p>
        <button type="button" className="rounded border border-gray-400 px-3 py-1" onClick={() => setWeekStart(addDays(weekStart, 7))}>
          Next week
        </button>
        <label className="ml-auto text-sm">
          <span className="font-semibold">Import XMLTV</span>
          <input
            type="file"
            accept=".xml,application/xml,text/xml"
            className="ml-2"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
              e.target.value = "";
            }}
          />
        </label>
      </div>
      {loadError && <p role="alert">{loadError}</p>}
      {!rows && !loadError && <p>Loading...</p>}
      {rows && (
        <div className="space-y-6">
          {days.map((day) => {
            // In the order saved (by start), new rows last until the next save.
            const dayRows = rows.filter((r) => r.day === day);
            return (
              <fieldset key={day} className="rounded border border-gray-300 p-3">
                <legend className="px-1 font-bold">
                  {scheduleDayLabel(day, today)} · {day}
                </legend>
                {dayRows.length === 0 && <p className="text-sm text-gray-700">No programmes.</p>}
                {dayRows.map((row) => (
                  <div key={row.key} className="mb-3 grid gap-2 border-b border-gray-200 pb-3 sm:grid-cols-6" data-testid="schedule-row">
                    <label className="text-sm">
                      Starts
                      <input type="time" required value={row.startTime} onChange={(e) => update(row.key, { startTime: e.target.value })} className={input} />
                    </label>
                    <label className="text-sm">
                      Ends
                      <input type="time" required value={row.endTime} onChange={(e) => update(row.key, { endTime: e.target.value })} className={input} />
                    </label>
                    <label className="text-sm sm:col-span-2">
                      Title
                      <input required value={row.title} onChange={(e) => update(row.key, { title: e.target.value })} className={input} />
                    </label>
                    <label className="text-sm">
                      Show
                      <select
                        value={row.showId}
                        onChange={(e) => {
                          const show = shows.find((s) => s._id === e.target.value);
                          update(row.key, { showId: e.target.value, show: show?.name ?? "", presenter: row.presenter || show?.presenters.join(" and ") || "" });
                        }}
                        className={input}
                      >
                        <option value="">One-off (no show)</option>
                        {shows.map((s) => (
                          <option key={s._id} value={s._id}>
                            {s.name}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="text-sm">
                      Presenter
                      <input value={row.presenter} onChange={(e) => update(row.key, { presenter: e.target.value })} className={input} />
                    </label>
                    <label className="text-sm sm:col-span-3">
                      Description
                      <input value={row.description} onChange={(e) => update(row.key, { description: e.target.value })} className={input} />
                    </label>
                    <div className="text-sm sm:col-span-2" data-testid="slot-recording">
                      <label>
                        Recording attached by hand
                        <select value={row.catchUpVideoId} onChange={(e) => update(row.key, { catchUpVideoId: e.target.value })} className={input}>
                          <option value="">None</option>
                          {row.catchUpVideoId && !recordings.some((r) => r.videoId === row.catchUpVideoId) && (
                            <option value={row.catchUpVideoId}>{row.catchUpVideoId}</option>
                          )}
                          {recordings.map((r) => (
                            <option key={r.videoId} value={r.videoId}>
                              {r.title} ({scheduleDayLabel(ukDayOf(r.publishedAt), today)} {ukClock(r.publishedAt)})
                            </option>
                          ))}
                        </select>
                      </label>
                      <p className="mt-1 text-xs text-gray-700">
                        {row.catchUpVideoId ? (
                          <>
                            Attached by hand:{" "}
                            <a href={videoPagePath(row.catchUpVideoId)} className="underline">
                              {row.catchUpVideoId}
                            </a>
                          </>
                        ) : row.matchedVideoId ? (
                          <>
                            Matched automatically:{" "}
                            <a href={videoPagePath(row.matchedVideoId)} className="underline">
                              {row.matchedVideoId}
                            </a>
                          </>
                        ) : row.aired ? (
                          "No recording yet"
                        ) : (
                          "Not aired yet"
                        )}
                      </p>
                    </div>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={row.isLive} onChange={(e) => update(row.key, { isLive: e.target.checked })} />
                      Live
                    </label>
                    <p className="self-center text-xs text-gray-700">{row.startTime ? formatBroadcastTime(ukTimeToInstant(row.day, row.startTime)) : ""}</p>
                    <button
                      type="button"
                      className="self-center rounded border border-red-700 px-2 py-1 text-sm text-red-800"
                      onClick={() => setRows((all) => all?.filter((r) => r.key !== row.key) ?? null)}
                    >
                      Remove<span className="sr-only"> {row.title || "programme"}</span>
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  className="rounded border border-gray-400 px-3 py-1 text-sm"
                  onClick={() =>
                    setRows((all) => [
                      ...(all ?? []),
                      {
                        key: newKey(),
                        day,
                        startTime: "19:00",
                        endTime: "20:00",
                        title: "",
                        show: "",
                        presenter: "",
                        description: "",
                        isLive: false,
                        catchUpVideoId: "",
                        showId: "",
                        matchedVideoId: null,
                        aired: false,
                      },
                    ])
                  }
                >
                  Add programme<span className="sr-only"> on {day}</span>
                </button>
              </fieldset>
            );
          })}
          <section aria-labelledby="unmatched-recordings-title" className="rounded border border-gray-300 p-3">
            <h2 id="unmatched-recordings-title" className="font-bold">
              Unmatched recordings this week
            </h2>
            {recordings.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm" data-testid="unmatched-recordings">
                {recordings.map((r) => (
                  <li key={r.videoId}>
                    <a href={videoPagePath(r.videoId)} className="underline">
                      {r.title}
                    </a>{" "}
                    published {scheduleDayLabel(ukDayOf(r.publishedAt), today)} {ukClock(r.publishedAt)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-gray-700">Every recording of this week is attached to its programme.</p>
            )}
          </section>
          {message && (
            <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-green-800" : "text-red-700"}>
              {message.text}
            </p>
          )}
          {stale && (
            <button type="button" onClick={() => setReloads((n) => n + 1)} className="mr-2 rounded border border-gray-400 px-4 py-2 font-semibold">
              Reload this week
            </button>
          )}
          <button type="button" disabled={busy} onClick={save} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
            {busy ? "Saving..." : "Save week"}
          </button>
        </div>
      )}
    </section>
  );
}
