import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** A local fake of the top-headlines API with the documented response shape. */
let fake: Server;
let lastQuery: URLSearchParams | null = null;
let withKey: TestApp;
let withoutKey: TestApp;
let token: string;

async function staffToken(t: TestApp) {
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  return (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    lastQuery = url.searchParams;
    if (url.pathname !== "/v2/top-headlines" || url.searchParams.get("apiKey") !== "test-key") {
      res.writeHead(401).end(JSON.stringify({ status: "error" }));
      return;
    }
    const articles = Array.from({ length: 7 }, (_, i) => ({
      title: `Headline ${i + 1}`,
      urlToImage: i === 1 ? "javascript:alert(1)" : `https://img.example.com/${i}.jpg`,
    }));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok", totalResults: 7, articles }));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v2`;
  withKey = await createTestApp({ NEWS_API_KEY: "test-key", NEWS_API_BASE_URL: base });
  withoutKey = await createTestApp({ NEWS_API_BASE_URL: base });
  token = await staffToken(withKey);
});
afterAll(async () => {
  await withKey.close();
  await withoutKey.close();
  fake.close();
});

describe("GET /api/admin/headlines", () => {
  it("asks for English top headlines, 5 items, with the key, and answers title and image", async () => {
    const res = await withKey.app.inject({ method: "GET", url: "/api/admin/headlines", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(lastQuery?.get("language")).toBe("en");
    expect(lastQuery?.get("pageSize")).toBe("5");
    const data = res.json().data;
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({ title: "Headline 1", image: "https://img.example.com/0.jpg" });
    expect(data[1].image).toBe("");
  });

  it("answers [] without a key", async () => {
    const t2 = await staffToken(withoutKey);
    const res = await withoutKey.app.inject({ method: "GET", url: "/api/admin/headlines", headers: { authorization: `Bearer ${t2}` } });
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("is staff only", async () => {
    expect((await withKey.app.inject({ method: "GET", url: "/api/admin/headlines" })).statusCode).toBe(401);
  });
});
