/**
 * The path of a live blog page (`/live-updates/{slug}-{id}`) for the page benches: the first LIVE card on
 * the home page (the demo seed places one there), checked against the public API (`GET /api/liveblogs/{id}`).
 */
export async function liveBlogPagePath(base: string): Promise<string> {
  const home = await fetch(`${base}/`);
  if (!home.ok) throw new Error(`home page: ${home.status}`);
  const href = /href="(\/live-updates\/[^"?#]+-([0-9a-f]{24}))"/.exec(await home.text());
  if (!href) throw new Error("no live blog card on the home page (the demo seed places one)");
  const api = await fetch(`${base}/api/liveblogs/${href[2]}`);
  if (!api.ok) throw new Error(`/api/liveblogs/${href[2]}: ${api.status}`);
  return href[1]!;
}
