import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { createHostPolicy, MISDIRECTED_TEXT, parseHost } from "./publicOrigin.ts";

const machine = { names: ["newsbox", "10.0.0.5"] };

describe("createHostPolicy", () => {
  it("uses PUBLIC_URL whatever host the request names", () => {
    const policy = createHostPolicy({ NODE_ENV: "production", PUBLIC_URL: "https://news.example.co.uk/", ALLOWED_HOSTS: undefined }, machine);
    expect(policy.originOf({ protocol: "http", host: "evil.example" })).toBe("https://news.example.co.uk");
    expect(policy.unconfiguredWarning).toBeNull();
  });
  it("in production without configuration, answers only to loopback names and this machine's names, and says so", () => {
    const policy = createHostPolicy({ NODE_ENV: "production", PUBLIC_URL: undefined, ALLOWED_HOSTS: undefined }, machine);
    expect(policy.originOf({ protocol: "http", host: "127.0.0.1:3000" })).toBe("http://127.0.0.1:3000");
    expect(policy.originOf({ protocol: "http", host: "LOCALHOST:3000" })).toBe("http://localhost:3000");
    expect(policy.originOf({ protocol: "http", host: "[::1]:3000" })).toBe("http://[::1]:3000");
    expect(policy.originOf({ protocol: "http", host: "10.0.0.5" })).toBe("http://10.0.0.5");
    expect(policy.originOf({ protocol: "http", host: "newsbox:8080" })).toBe("http://newsbox:8080");
    expect(policy.originOf({ protocol: "http", host: "evil.example" })).toBeNull();
    expect(policy.originOf({ protocol: "http", host: "localhost.evil.example" })).toBeNull();
    expect(policy.unconfiguredWarning).toMatch(/PUBLIC_URL/);
  });
  it("with ALLOWED_HOSTS answers to exactly those names (any port unless the entry names one)", () => {
    const policy = createHostPolicy({ NODE_ENV: "production", PUBLIC_URL: undefined, ALLOWED_HOSTS: ["matv.example", "www.matv.example:8443"] }, machine);
    expect(policy.originOf({ protocol: "https", host: "matv.example" })).toBe("https://matv.example");
    expect(policy.originOf({ protocol: "https", host: "matv.example:8443" })).toBe("https://matv.example:8443");
    expect(policy.originOf({ protocol: "https", host: "www.matv.example:8443" })).toBe("https://www.matv.example:8443");
    expect(policy.originOf({ protocol: "https", host: "www.matv.example" })).toBeNull();
    expect(policy.originOf({ protocol: "https", host: "localhost" })).toBeNull();
    expect(policy.originOf({ protocol: "https", host: "evil.example" })).toBeNull();
    expect(policy.unconfiguredWarning).toBeNull();
  });
  it("stays permissive in development and test", () => {
    const policy = createHostPolicy({ NODE_ENV: "development", PUBLIC_URL: undefined, ALLOWED_HOSTS: undefined }, machine);
    expect(policy.originOf({ protocol: "http", host: "anything.test:5173" })).toBe("http://anything.test:5173");
  });
  it("parses host names and refuses values that are not one", () => {
    expect(parseHost("Example.COM.:80")).toEqual({ name: "example.com", full: "example.com.:80" });
    expect(parseHost("evil.example/path")).toBeNull();
    expect(parseHost("evil.example@x")).toBeNull();
    expect(parseHost("")).toBeNull();
  });
});

describe("host policy in production (in process)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production" });
  });
  afterAll(() => t.close());

  for (const url of ["/", "/sitemap.xml", "/rss.xml", "/robots.txt", "/world"]) {
    it(`refuses ${url} for a foreign Host or X-Forwarded-Host with 421, never cached`, async () => {
      for (const headers of [{ host: "evil.example" }, { host: "localhost", "x-forwarded-host": "evil.example" }]) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expect(res.statusCode).toBe(421);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.body).toBe(MISDIRECTED_TEXT);
      }
    });
  }
  it("lets the API (health checks by address) and loopback hosts through", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health", headers: { host: "evil.example" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "127.0.0.1:3000" } })).statusCode).not.toBe(421);
  });
});

describe("host policy with PUBLIC_URL (in process)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://news.example.co.uk" });
  });
  afterAll(() => t.close());
  it("answers every host (links use PUBLIC_URL)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "evil.example" } })).statusCode).not.toBe(421);
    expect(t.app.hostPolicy.originOf({ protocol: "http", host: "evil.example" })).toBe("https://news.example.co.uk");
  });
});
