import type { LiveBlogStatus } from "@matv/shared";

const LABELS: Record<LiveBlogStatus, string> = { draft: "Draft", live: "Live", ended: "Ended" };

/** Draft (off the site), live or ended, styled as the desk's StatusBadge. */
export function LiveBlogStatusBadge({ status }: { status: LiveBlogStatus }) {
  const colours =
    status === "live"
      ? "bg-red-50 text-red-900 border-red-700"
      : status === "draft"
        ? "bg-amber-50 text-amber-950 border-amber-700"
        : "bg-gray-100 text-gray-900 border-gray-400";
  return <span className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${colours}`}>{LABELS[status]}</span>;
}
