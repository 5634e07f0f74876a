import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * Property-based hostile input: every API route gets generated path parameters, query strings and
 * bodies, with and without a staff token. Never a 5xx, never a stack trace in an answer.
 */

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "0123456789abcdef01234567",
    "ffffffffffffffffffffffff",
    "../../etc/passwd",
    "..%2f..%2fetc%2fpasswd",
    "' OR 1=1 --",
    "'; DROP TABLE articles; --",
    "\u0000",
    "%00",
    "<script>alert(1)</script>",
    "चुनाव",
    "a".repeat(5000),
    "$where",
    "__proto__",
  ),
);

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 6 }),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "title",
      "articleId",
      "timestamp",
      "platform",
      "firstName",
      "lastName",
      "location",
      "petitionId",
      "headline",
      "trendingTopics",
      "items",
      "version",
      "status",
      "notes",
      "__proto__",
      "constructor",
    ),
    fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 })),
  ),
);

const query = fc.dictionary(
  fc.constantFrom("page", "limit", "q", "category", "author", "tags", "startDate", "endDate", "country", "state", "petitionId", "status", "search", "x"),
  nasty,
  { maxKeys: 4 },
);

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:(\w+)/g, () => encodeURIComponent(values[i++ % values.length] ?? "x")).replace(/\*$/, encodeURIComponent(values[0] ?? ""));
}

function assertSafe(status: number, body: string, context: string) {
  expect(status, `${context} → ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, context).not.toMatch(/node_modules|\n\s+at .+\(.+:\d+:\d+\)|TypeError|ReferenceError|DrizzleQueryError/);
}

describe("hostile input on every API route", () => {
  let t: TestApp;
  let token: string;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "silent" });
    await t.app.services.staffUsers.upsert({ email: "fuzz@matv.test", password: "fuzz-password-123", role: "admin" });
    token = (await t.app.services.auth.login("fuzz@matv.test", "fuzz-password-123")).token;
    routes = t.app.routeList.filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*");
  });
  afterAll(() => t.close());

  it("has routes to test", () => {
    expect(routes.length).toBeGreaterThan(3);
  });

  it.each(["/api/authors/name/%00", "/api/news/search?q=%00", "/api/news?search=%00", "/api/blogs/published/pages/%00"])(
    "answers %s (a NUL byte PostgreSQL cannot store) without a 5xx",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      assertSafe(res.statusCode, res.body, url);
    },
  );

  it("never answers 5xx or leaks a stack trace", async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(nasty, { minLength: 1, maxLength: 3 }),
          query,
          jsonValue,
          fc.boolean(),
          fc.constantFrom("json", "text", "none"),
          async (params, qs, body, authed, bodyKind) => {
            const url = fillPath(route.url, params);
            const headers: Record<string, string> = authed ? { authorization: `Bearer ${token}` } : {};
            const hasBody = route.method !== "GET" && route.method !== "DELETE" && bodyKind !== "none";
            if (hasBody) headers["content-type"] = bodyKind === "json" ? "application/json" : "text/plain";
            const res = await t.app.inject({
              method: route.method as "GET",
              url,
              query: qs,
              headers,
              payload: hasBody ? (bodyKind === "json" ? JSON.stringify(body) : String(params[0])) : undefined,
              remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            });
            assertSafe(res.statusCode, res.body, `${route.method} ${url}`);
          },
        ),
        { numRuns: 12 },
      );
    }
  }, 240_000);
});
