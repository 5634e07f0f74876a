import type { StoryWire } from "@matv/shared";
import { formatWhen, STATUS_LABELS } from "./storyForm";

const COLOURS: Record<StoryWire["status"], string> = {
  draft: "bg-gray-100 text-gray-900 border-gray-400",
  scheduled: "bg-amber-50 text-amber-900 border-amber-600",
  published: "bg-green-50 text-green-900 border-green-700",
  unpublished: "bg-red-50 text-red-900 border-red-700",
};

/** The story's status as a badge; a draft submitted for review says so, a scheduled one says when. */
export function StatusBadge({ story }: { story: Pick<StoryWire, "status" | "publishAt" | "submittedAt"> }) {
  const inReview = story.status === "draft" && story.submittedAt;
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${COLOURS[story.status]}`}>
      {inReview ? "In review" : STATUS_LABELS[story.status]}
      {story.status === "scheduled" && story.publishAt ? ` for ${formatWhen(story.publishAt)}` : ""}
    </span>
  );
}
