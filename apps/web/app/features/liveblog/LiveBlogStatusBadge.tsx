import type { LiveBlogStatus } from "@matv/shared";

/** Live or ended, styled as the desk's StatusBadge. */
export function LiveBlogStatusBadge({ status }: { status: LiveBlogStatus }) {
  const colours = status === "live" ? "bg-red-50 text-red-900 border-red-700" : "bg-gray-100 text-gray-900 border-gray-400";
  return <span className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${colours}`}>{status === "live" ? "Live" : "Ended"}</span>;
}
