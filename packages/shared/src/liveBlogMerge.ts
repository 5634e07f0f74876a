/**
 * The live blog page's merge rule, without dependencies: the reader page's island imports this file alone
 * (islands/liveBlog.ts), so zod never reaches the browser.
 */

/** What a poll changes on an open page (islands/liveBlog.ts applies it; unit-tested here). */
export interface LiveBlogMergePlan<E extends { _id: string; version: number }> {
  /** Entries to insert at the top now, newest first. */
  insert: E[];
  /** Entries held back behind the "N new updates" button, newest first. */
  pending: E[];
  /** Entries on the page whose newer version replaces them. */
  replace: E[];
  /** Ids to take off the page (and out of `pending`). */
  remove: string[];
}

/**
 * The merge rule: a reader at the top gets new entries inserted at once (with any held back before);
 * a reader who scrolled keeps them in `pending`, so nothing moves under them. Edited entries already
 * shown are replaced in place (when newer), deleted ones go, wherever they are.
 */
export function planLiveBlogMerge<E extends { _id: string; version: number }>(input: {
  atTop: boolean;
  shown: ReadonlyMap<string, number>;
  pending: readonly E[];
  updates: { entries: readonly E[]; changed: readonly E[]; deleted: readonly string[] };
}): LiveBlogMergePlan<E> {
  const deleted = new Set(input.updates.deleted);
  const known = new Set([...input.shown.keys(), ...input.pending.map((e) => e._id)]);
  const fresh = input.updates.entries.filter((e) => !known.has(e._id) && !deleted.has(e._id));
  const changedById = new Map(input.updates.changed.map((e) => [e._id, e]));
  const pending = [...fresh, ...input.pending.filter((e) => !deleted.has(e._id)).map((e) => changedById.get(e._id) ?? e)];
  const replace = input.updates.changed.filter((e) => !deleted.has(e._id) && (input.shown.get(e._id) ?? Infinity) < e.version);
  const remove = [...deleted].filter((id) => input.shown.has(id) || input.pending.some((e) => e._id === id));
  return input.atTop ? { insert: pending, pending: [], replace, remove } : { insert: [], pending, replace, remove };
}

/** The tab title with the count of updates the reader has not seen: "(3) Title". */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\)\s+/, "");
  return count > 0 ? `(${count}) ${base}` : base;
}
