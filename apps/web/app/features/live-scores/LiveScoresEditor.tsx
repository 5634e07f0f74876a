import { LIVE_SCORE_STATUSES, type LiveScore, type LiveScoresDocument, liveMinute, ukDayOf, ukTimeToInstant } from "@matv/shared";
import { type FormEvent, useEffect, useId, useState } from "react";
import { formMessage } from "../../lib/apiError";
import { ApiError, staffApi } from "../admin/apiClient";
import { inputClass, labelClass, primaryButton, secondaryButton, dangerButton } from "../admin/ui";
import * as api from "../../lib/api/endpoints";

/** One row of the form: text inputs; kick-off as a local date-time, minute for a live match. */
export interface MatchRow {
  id?: string;
  sport: string;
  competition: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: string;
  awayScore: string;
  status: LiveScore["status"];
  kickoff: string;
  minute: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as the value of a datetime-local input (the browser's own time zone). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Matches saved before kick-offs were stored show their minute ("67'") or UK kick-off today ("19:45"). */
function legacyTimes(match: LiveScore, now: Date): { kickoff: string; minute: string } {
  const minute = Number.parseInt(match.time, 10);
  if (match.status === "live" && Number.isFinite(minute)) return { kickoff: "", minute: String(minute) };
  if (match.status === "upcoming" && /^\d{2}:\d{2}$/.test(match.time))
    return { kickoff: toLocalInput(ukTimeToInstant(ukDayOf(now), match.time).toISOString()), minute: "" };
  return { kickoff: "", minute: "" };
}

export function rowOf(match: LiveScore, now: Date): MatchRow {
  const legacy = match.kickoffAt ? null : legacyTimes(match, now);
  return {
    id: match.id,
    sport: match.sport,
    competition: match.competition,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    homeScore: match.homeScore === null ? "" : String(match.homeScore),
    awayScore: match.awayScore === null ? "" : String(match.awayScore),
    status: match.status,
    kickoff: legacy ? legacy.kickoff : toLocalInput(match.kickoffAt),
    minute: legacy ? legacy.minute : match.status === "live" && match.kickoffAt ? String(liveMinute(match.kickoffAt, now)) : "",
  };
}

const score = (v: string) => (v.trim() === "" ? null : Number(v));

/**
 * The request body: a live match whose minute was typed (changed from what the kick-off gives) sends
 * the minute, and the server sets the kick-off from it; otherwise the kick-off is sent.
 */
export function matchOf(row: MatchRow, original: MatchRow | undefined) {
  const minuteTyped = row.status === "live" && row.minute.trim() !== "" && (row.minute !== original?.minute || !row.kickoff);
  return {
    ...(row.id ? { id: row.id } : {}),
    sport: row.sport,
    competition: row.competition,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: score(row.homeScore),
    awayScore: score(row.awayScore),
    status: row.status,
    ...(minuteTyped ? { minute: Number(row.minute) } : row.kickoff ? { kickoffAt: new Date(row.kickoff).toISOString() } : {}),
  };
}

const EMPTY_ROW: MatchRow = {
  sport: "Football",
  competition: "",
  homeTeam: "",
  awayTeam: "",
  homeScore: "",
  awayScore: "",
  status: "upcoming",
  kickoff: "",
  minute: "",
};

type TextKey = Exclude<keyof MatchRow, "id" | "status">;
const COLUMNS: ReadonlyArray<{ key: TextKey; label: string; type: string }> = [
  { key: "sport", label: "Sport", type: "text" },
  { key: "competition", label: "Competition", type: "text" },
  { key: "homeTeam", label: "Home team", type: "text" },
  { key: "awayTeam", label: "Away team", type: "text" },
  { key: "homeScore", label: "Home score", type: "number" },
  { key: "awayScore", label: "Away score", type: "number" },
  { key: "kickoff", label: "Kick-off", type: "datetime-local" },
  { key: "minute", label: "Minute (live)", type: "number" },
];

/**
 * The live-scores desk (ADR 057): the whole list of matches the home Sports block shows,
 * saved at once with the version loaded (409 when someone saved in between).
 */
export function LiveScoresEditor() {
  const [rows, setRows] = useState<MatchRow[]>([]);
  const [loaded, setLoaded] = useState<MatchRow[]>([]);
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const ids = useId();

  // Stable: it only calls state setters.
  function apply(doc: LiveScoresDocument) {
    const now = new Date();
    const next = doc.matches.map((m) => rowOf(m, now));
    setRows(next);
    setLoaded(next);
    setVersion(doc.version);
  }

  useEffect(() => {
    staffApi(api.liveScores())
      .then((res) => apply(res.data))
      .catch((err) => setError(err instanceof Error ? err.message : "Could not load the live scores"))
      .finally(() => setLoading(false));
  }, []);

  const change = (i: number, key: keyof MatchRow, value: string) => setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage("");
    setError("");
    try {
      const matches = rows.map((r) =>
        matchOf(
          r,
          loaded.find((l) => l.id && l.id === r.id),
        ),
      );
      const res = await staffApi(api.saveLiveScores(), { matches, version });
      apply(res.data);
      setMessage("Live scores saved.");
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      setError(`${formMessage(err, "Save failed").text}${conflict ? " Reload to see the saved scores." : ""}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Live scores</h1>
      <p className="mt-1 text-sm text-gray-700">Live clocks run from the kick-off and stop at 90. Type a minute to set the kick-off that many minutes ago.</p>
      {loading ? (
        <p className="mt-4">Loading...</p>
      ) : (
        <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          {rows.map((row, i) => (
            <fieldset key={row.id ?? `new-${i}`} className="rounded border border-gray-300 p-3">
              <legend className="px-1 font-semibold">
                Match {i + 1}
                {row.homeTeam || row.awayTeam ? `: ${row.homeTeam} v ${row.awayTeam}` : ""}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                {COLUMNS.map((c) => (
                  <div key={c.key}>
                    <label htmlFor={`${ids}-${i}-${c.key}`} className={labelClass}>
                      {c.label}
                    </label>
                    <input
                      id={`${ids}-${i}-${c.key}`}
                      type={c.type}
                      min={c.type === "number" ? 0 : undefined}
                      max={c.key === "minute" ? 90 : undefined}
                      value={row[c.key]}
                      onChange={(e) => change(i, c.key, e.currentTarget.value)}
                      className={inputClass}
                    />
                  </div>
                ))}
                <div>
                  <label htmlFor={`${ids}-${i}-status`} className={labelClass}>
                    Status
                  </label>
                  <select id={`${ids}-${i}-status`} value={row.status} onChange={(e) => change(i, "status", e.currentTarget.value)} className={inputClass}>
                    {LIVE_SCORE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <button type="button" className={`${dangerButton} mt-3`} onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>
                Remove match {i + 1}
              </button>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={secondaryButton} onClick={() => setRows((list) => [...list, { ...EMPTY_ROW }])}>
              Add match
            </button>
            <button type="submit" className={primaryButton} disabled={saving}>
              {saving ? "Saving..." : "Save live scores"}
            </button>
          </div>
        </form>
      )}
      <div role="status" className="mt-3 text-sm text-green-800">
        {message}
      </div>
      <div role="alert" className="mt-1 text-sm text-red-800">
        {error}
      </div>
    </div>
  );
}
