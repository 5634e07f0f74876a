import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectedScriptHashes, scriptSources } from "../fixtures/csp.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/** Security headers on every response type: HTML, JSON, media, built assets, errors. */
test("every response type carries the security headers", async ({ request }) => {
  const [article] = await listPage(request, "WorldNews", 1);
  const home = await request.get("/");
  // Home is hydrated: its module script imports the built assets.
  const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(assetPath).toBeTruthy();
  const targets = [
    "/",
    `/articles/${article!.slug}`,
    "/api/health",
    "/api/no-such-endpoint",
    "/no-such-page",
    article!.imageUrl ?? "/logo.jpg",
    assetPath!,
    "/logo.svg",
  ];
  for (const url of targets) {
    const res = await request.get(url);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, url).toContain("'self'");
    expect(scriptSrc, url).not.toContain("'unsafe-inline'");
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(h["x-content-type-options"], url).toBe("nosniff");
    expect(h["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], url).toContain("camera=()");
  }
});

test("each page's policy names exactly its inline scripts by hash; no page carries a nonce", async ({ request }) => {
  const [article] = await listPage(request, "WorldNews", 1);
  for (const path of ["/", "/login", "/videos", "/world", `/articles/${article!.slug}`]) {
    const res = await request.get(path);
    const html = await res.text();
    const sources = scriptSources(res.headers()["content-security-policy"]);
    expect(sources.sort(), path).toEqual(["'self'", ...expectedScriptHashes(html).map((h) => `'${h}'`)].sort());
    expect(html, path).not.toMatch(/\snonce=/);
  }
  // JSON answers run no script: their policy allows none inline and names no nonce (ADR 030).
  const policyOf = async () => (await request.get("/api/health")).headers()["content-security-policy"];
  const [a, b] = [await policyOf(), await policyOf()];
  expect(scriptSources(a)).toEqual(["'self'"]);
  expect(a).not.toContain("nonce-");
  expect(b).toBe(a);
});

test("pages run under the CSP without violations", async ({ page, request }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Home's inline scripts (React Router's context and module scripts) are named by hash.
  await gotoHydrated(page, "/");
  const more = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name: "More" });
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await gotoHydrated(page, "/login");
  await gotoHydrated(page, "/videos");
  // A page without the runtime: the header's More toggle works through the islands script.
  const [article] = await listPage(request, "WorldNews", 1);
  await page.goto(`/articles/${article!.slug}`);
  const articleMore = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name: "More" });
  await articleMore.click();
  await expect(articleMore).toHaveAttribute("aria-expanded", "true");
  expect(violations).toEqual([]);
});

test("pages say which methods they allow instead of failing on others", async ({ request }) => {
  const options = await request.fetch("/world", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
  expect(options.headers()["x-content-type-options"]).toBe("nosniff");
  const put = await request.fetch("/world", { method: "PUT", data: "x" });
  expect(put.status()).toBe(405);
  expect(put.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
  expect(await put.text()).toBe("Method Not Allowed");
  // The API keeps its own JSON answers.
  const apiPut = await request.fetch("/api/no-such-endpoint", { method: "PUT", data: {} });
  expect(apiPut.status()).toBe(404);
  expect((await apiPut.json()).success).toBe(false);
});
