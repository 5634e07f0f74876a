/**
 * The document model's shared words (ADR 067): the publishing states a kind with publishing has, and the one
 * shape of a stale save's 409.
 */

/** Draft, in review (a draft submitted by a writer), scheduled, published, unpublished. */
export const PUBLISH_STATES = ["draft", "in-review", "scheduled", "published", "unpublished"] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** A desk document's publishing state from its stored status and submission (a deleted one is no longer public). */
export function publishStateOf(row: {
  status: "draft" | "scheduled" | "published" | "unpublished";
  submittedAt: Date | string | null;
  deletedAt?: Date | string | null;
}): PublishState {
  if (row.deletedAt) return "unpublished";
  if (row.status === "draft" && row.submittedAt) return "in-review";
  return row.status;
}

/** Every stale save answers 409 with this body: `current` is the document as saved now (null when it is gone). */
export interface StaleDocumentBody<T> {
  success: false;
  error: string;
  field: "version";
  current: T | null;
}
