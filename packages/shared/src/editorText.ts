/**
 * Text rules of the homepage and MATV editors (spec 001 §5): what the editor types in a textarea or
 * a comma list becomes the structured data the API stores.
 */

export interface LiveUpdate {
  time: string;
  text: string;
}

/** A clock time that itself holds a colon ("10:30", "9:05 pm") at the start of a line, followed by a colon. */
const CLOCK_PREFIX = /^\s*(\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\s*:/i;

/**
 * Live updates (spec 001 §5): only lines with a colon count; before the first colon is the time, the
 * rest the text. Better than the spec (ADR 014): a line that starts with a clock time such as
 * "10:30: Polls open" keeps "10:30" as its time instead of splitting inside it.
 */
export function parseLiveUpdates(input: string): LiveUpdate[] {
  return input
    .split(/\r?\n/)
    .filter((line) => line.includes(":"))
    .map((line) => {
      const clock = CLOCK_PREFIX.exec(line);
      const at = clock ? clock[0].length - 1 : line.indexOf(":");
      return { time: (clock?.[1] ?? line.slice(0, at)).trim(), text: line.slice(at + 1).trim() };
    });
}

/** The reverse, to prefill the textarea from stored updates. */
export function formatLiveUpdates(updates: readonly LiveUpdate[]): string {
  return updates.map((u) => `${u.time}: ${u.text}`).join("\n");
}

/** Centre list: one entry per line, blank lines dropped. */
export function parseLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Trending topics: split on commas and trimmed (empty entries dropped). */
export function parseTrendingTopics(input: string): string[] {
  return input
    .split(",")
    .map((topic) => topic.trim())
    .filter((topic) => topic !== "");
}
