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
    expect(policy.originOf({ protocol: "http", host: "newsbox:3000" })).toBe("http://newsbox:3000");
    expect(policy.originOf({ protocol: "http", host: "evil.example" })).toBeNull();
    expect(policy.originOf({ protocol: "http", host: "localhost.evil.example" })).toBeNull();
    expect(policy.unconfiguredWarning).toMatch(/PUBLIC_URL/);
  });
  it("without configuration answers only on no port or the listening one, and only for http and https", () => {
    const policy = createHostPolicy({ NODE_ENV: "production", PUBLIC_URL: undefined, ALLOWED_HOSTS: undefined }, machine, () => 4321);
    expect(policy.originOf({ protocol: "http", host: "localhost:4321" })).toBe("http://localhost:4321");
    expect(policy.originOf({ protocol: "https", host: "localhost" })).toBe("https://localhost");
    for (const host of ["localhost:6666", "127.0.0.1:3000", "[::1]:80", "newsbox:8080", "10.0.0.5:4322"])
      expect(policy.originOf({ protocol: "http", host }), host).toBeNull();
    for (const protocol of ["javascript", "data", "ftp", "HTTP", "https,http", ""])
      expect(policy.originOf({ protocol, host: "localhost:4321" }), protocol).toBeNull();
    expect(policy.fallbackOrigin()).toBe("http://localhost:4321");
  });
  it("with ALLOWED_HOSTS answers to exactly those names (no port or the listening one, unless the entry names one)", () => {
    const policy = createHostPolicy({ NODE_ENV: "production", PUBLIC_URL: undefined, ALLOWED_HOSTS: ["matv.example", "www.matv.example:8443"] }, machine);
    expect(policy.originOf({ protocol: "https", host: "matv.example" })).toBe("https://matv.example");
    expect(policy.originOf({ protocol: "https", host: "matv.example:3000" })).toBe("https://matv.example:3000");
    expect(policy.originOf({ protocol: "https", host: "matv.example:8443" })).toBeNull();
    expect(policy.originOf({ protocol: "https", host: "www.matv.example:8443" })).toBe("https://www.matv.example:8443");
    expect(policy.originOf({ protocol: "https", host: "www.matv.example" })).toBeNull();
    expect(policy.originOf({ protocol: "https", host: "localhost" })).toBeNull();
    expect(policy.originOf({ protocol: "https", host: "evil.example" })).toBeNull();
    expect(policy.unconfiguredWarning).toBeNull();
  });
  it("stays permissive in development and test", () => {
    const policy = createHostPolicy({ NODE_ENV: "development", PUBLIC_URL: undefined, ALLOWED_HOSTS: undefined }, machine);
    expect(policy.originOf({ protocol: "http", host: "anything.test:5173" })).toBe("http://anything.test:5173");
    expect(policy.originOf({ protocol: "javascript", host: "anything.test:5173" })).toBeNull();
  });
  it("parses host names and refuses values that are not one", () => {
    expect(parseHost("Example.COM.:80")).toEqual({ name: "example.com", full: "example.com.:80", port: 80 });
    expect(parseHost("[::1]")).toEqual({ name: "::1", full: "[::1]", port: null });
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
