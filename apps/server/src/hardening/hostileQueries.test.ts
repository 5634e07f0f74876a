import { type AddressInfo, connect } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../db/seed.ts";
import { articles, authors, signatures } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";
import { insertPetition, staffHeader } from "../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * SQL-looking, full-text-operator and oversized strings in every query parameter of every GET route
 * (read from the OpenAPI description, so a new parameter is covered without editing this file), on
 * the demo newsroom: never an error, a 4xx names the parameter, and each answer comes within
 * BOUND_MS (a behaviour bound against slow queries, not a benchmark).
 */

const BOUND_MS = 2_000;

const HOSTILE_VALUES = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'); DROP TABLE articles; --",
  "1; SELECT pg_sleep(5)",
  "' || pg_sleep(5) || '",
  "%",
  "%%",
  "_",
  "\\",
  "\\'",
  "%' OR '%'='",
  "& | ! <-> :*",
  "a & b | !c <-> d:*",
  "!!!",
  "((((",
  '"unterminated',
  "-",
  "or",
  ":*",
  "$1",
  "０１２",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999999",
  "NaN",
  "[object Object]",
  "a".repeat(10_000),
  "%_".repeat(5_000),
  "a | ".repeat(2_500),
  "x:* & ".repeat(2_000),
  "चुनाव ' OR 1=1",
];

let t: TestApp;
let staff: { authorization: string };
let routes: Array<{ url: string; params: string[]; required: string[] }>;
/** Good values for required parameters, sent beside the one under test. */
const GOOD_VALUES: Record<string, string> = { country: "IN", state: "KL" };
/** Real path values from the demo data, so each route really queries. */
const pathValues: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "silent" });
  await seedDemoContent(t.database, { storage: t.app.services.storage });
  staff = await staffHeader(t, "admin");
  const db = t.database.db;
  const [article] = await db.select({ id: articles.id, pages: articles.pages }).from(articles).where(eq(articles.status, "published")).limit(1);
  const [author] = await db.select({ id: authors.id, name: authors.name }).from(authors).limit(1);
  const [blog] = await db.select({ id: articles.id }).from(articles).where(eq(articles.kind, "blog")).limit(1);
  pathValues.id = article!.id;
  pathValues.authorId = author!.id;
  pathValues.authorName = author!.name;
  pathValues.blogId = blog!.id;
  // A petition of its own, so the signature search below knows every row it could match.
  pathValues.petitionId = await insertPetition(t);
  await db.insert(signatures).values(
    ["Asha Rao", "Ben O'Neil", "Chandra 100%", "Dev_Patel Shah"].map((full, i) => {
      const [firstName, lastName] = full.split(" ") as [string, string];
      return { id: newObjectId(), petitionId: pathValues.petitionId!, firstName, lastName, email: `signer${i}@example.com`, location: "Leicester" };
    }),
  );

  const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>> };
  routes = Object.entries(doc.paths).flatMap(([url, ops]) => {
    const query = (ops.get?.parameters ?? []).filter((p) => p.in === "query");
    return ops.get
      ? [{ url: url.replace(/\{(\w+)\}/g, ":$1"), params: query.map((p) => p.name), required: query.filter((p) => p.required).map((p) => p.name) }]
      : [];
  });
});
afterAll(() => t.close());

/** The path of a route with real values for its parameters. */
function concrete(url: string): string {
  const value = (name: string) => {
    if (url.startsWith("/api/authors/name/")) return encodeURIComponent(pathValues.authorName!);
    if (url.startsWith("/api/authors/")) return pathValues.authorId!;
    if (url.startsWith("/api/blogs/") && name === "id") return pathValues.blogId!;
    if (url.startsWith("/api/signatures/petition/") || url.startsWith("/api/petitions/")) return pathValues.petitionId!;
    if (name === "category") return "India News";
    if (name === "page" || name === "pageName") return "world";
    return pathValues[name] ?? pathValues.id!;
  };
  return url.replace(/:(\w+)/g, (_, name: string) => value(name));
}

async function get(url: string) {
  const started = performance.now();
  const res = await t.app.inject({ method: "GET", url, headers: /^\/api\/(admin|staff)\b/.test(url) ? staff : {} });
  return { res, ms: performance.now() - started };
}

describe("hostile query parameters", () => {
  it("finds the search and filter parameters to test", () => {
    const params = routes.flatMap((r) => r.params.map((p) => `${r.url}?${p}`));
    for (const expected of [
      "/api/news/search?q",
      "/api/news?search",
      "/api/news?category",
      "/api/admin/signatures?q",
      "/api/authors/:id/content?sort",
      "/api/admin/support-requests?status",
      "/api/news/search?startDate",
    ]) {
      expect(params).toContain(expected);
    }
  });

  it("answers every GET route with 2xx or a 4xx naming the parameter, quickly, for every hostile value", async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes.filter((r) => r.params.length)) {
      const base = concrete(route.url);
      for (const param of route.params) {
        for (const value of HOSTILE_VALUES) {
          const others = route.required.filter((name) => name !== param).map((name) => `${name}=${encodeURIComponent(GOOD_VALUES[name] ?? "")}`);
          const url = `${base}?${[...others, `${param}=${encodeURIComponent(value)}`].join("&")}`;
          const { res, ms } = await get(url);
          tried++;
          const label = `${route.url}?${param}=${value.slice(0, 30)}${value.length > 30 ? `…(${value.length})` : ""} → ${res.statusCode} in ${Math.round(ms)} ms: ${res.body.slice(0, 160)}`;
          const ok2xx = res.statusCode >= 200 && res.statusCode < 300;
          const named = res.statusCode === 400 && res.json().field === param;
          if (!(ok2xx || named || res.statusCode === 404)) failures.push(label);
          else if (ms > BOUND_MS) failures.push(`slow: ${label}`);
          else if (/node_modules|\n\s+at .+:\d+:\d+|DrizzleQueryError|syntax error/.test(res.body)) failures.push(`leak: ${label}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(HOSTILE_VALUES.length * 20);
    expect(failures).toEqual([]);
  }, 600_000);

  it("treats LIKE wildcards and SQL as text in the staff signature search", async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/signatures?petitionId=${pathValues.petitionId}&q=${encodeURIComponent(q)}`,
        headers: staff,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.signatures as Array<{ firstName: string; lastName: string }>).map((s) => `${s.firstName} ${s.lastName}`);
    };
    expect(await search("%")).toEqual(["Chandra 100%"]);
    expect(await search("_")).toEqual(["Dev_Patel Shah"]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search("O'Neil")).toEqual(["Ben O'Neil"]);
    expect((await search("a")).length).toBe(4);
  });

  it("lets nothing through news search by SQL: an always-true condition matches no more than its words do", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/news/search?q=${encodeURIComponent("' OR 1=1 --")}` });
    expect(res.statusCode).toBe(200);
    const total = (await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.status, "published"))).length;
    const found = JSON.stringify(res.json()).match(/"_id"/g)?.length ?? 0;
    expect(total).toBeGreaterThan(10);
    expect(found).toBeLessThan(total);
  });
});

describe("oversized query strings on the real HTTP server", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /**
   * A raw request: the server may answer 431 and close while the client is still writing, so a write
   * error is expected; the status is read from whatever answer came back before the close.
   */
  const fetchStatus = (path: string) =>
    new Promise<{ status: number; ms: number }>((resolve) => {
      const started = performance.now();
      const socket = connect({ host: "127.0.0.1", port });
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (answer += chunk));
      socket.on("error", () => {});
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), ms: performance.now() - started }));
      socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });

  it.each([
    ["a 10,000-character search", `/api/news/search?q=${"a".repeat(10_000)}`],
    ["a 1 MB search", `/api/news/search?q=${"a".repeat(1024 * 1024)}`],
    ["a 1 MB list of parameters", `/api/news?${"page=1&".repeat(150_000)}`],
  ])("%s gets a 4xx (400, 414 or 431), not a 5xx, within the bound", async (_label, path) => {
    const { status, ms } = await fetchStatus(path);
    expect([400, 414, 431]).toContain(status);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
