/** The section-area page types for the page-weight benchmark: a section detail, a blog post, a deep dive, an author, search. */
export async function sectionPages(base: string): Promise<Array<[string, string]>> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const world = await get<{ data: Array<{ _id: string; author: string | null }> }>("/api/home-contents/published/pages/WorldNews?limit=1");
  const blogs = await get<{ blogs: Array<{ _id: string }> }>("/api/blogs/published/pages/WorldNews");
  const cards = await get<Array<{ _id: string }>>("/api/deepdive");
  const first = world.data[0]!;
  return [
    ["section detail", `/world/${first._id}`],
    ["blog", `/blog/${blogs.blogs[0]!._id}`],
    ["deep dive", `/deep-dive/${cards[0]!._id}`],
    ["author", `/author/${encodeURIComponent(first.author ?? "Staff Reporter")}`],
    ["search", "/search?q=Leicester"],
  ];
}
