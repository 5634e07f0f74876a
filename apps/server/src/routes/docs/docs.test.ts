import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** Every METHOD + path under /api from Fastify's route tree (printRoutes with full segments). */
function registeredApiRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│\s]*)[├└]── (.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const [, segment = "", methods] = /^(.*?)(?: \((.*)\))?$/.exec(match[2]!) ?? [];
    stack.length = depth;
    stack.push(segment);
    if (!methods) continue;
    const path = stack.join("");
    if (!path.startsWith("/api/") || path === "/api/*") continue;
    for (const method of methods.split(", ")) if (method !== "HEAD" && method !== "OPTIONS") routes.add(`${method} ${path}`);
  }
  return routes;
}

describe("GET /api/docs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves an OpenAPI 3 description generated from the route schemas", async () => {
    const res = await t.app.inject("/api/docs");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("MATV API");
    const search = doc.paths["/api/news/search"].get;
    const params = search.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(params).toEqual(expect.arrayContaining(["query:q", "query:category", "query:author", "query:tags", "query:startDate", "query:endDate"]));
    expect(doc.paths["/api/analytics/share"].post.requestBody.content["application/json"].schema.properties.platform.enum).toEqual([
      "facebook",
      "twitter",
      "whatsapp",
      "linkedin",
      "copy",
      "native",
    ]);
    expect(doc.paths["/api/news/{id}"].get.parameters[0]).toMatchObject({ in: "path", name: "id", required: true });
  });

  it("describes every registered /api route", async () => {
    const doc = (await t.app.inject("/api/docs")).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    const registered = registeredApiRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(registered.size).toBeGreaterThan(10);
    expect(registered).toContain("GET /api/news/search");
    expect(registered).toContain("POST /api/analytics/view");
    registered.delete("GET /api/docs");
    const missing = [...registered].filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });
});
