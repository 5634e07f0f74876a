import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/** Security headers on every response type: HTML, JSON, media, built assets, errors. */
test("every response type carries the security headers", async ({ request }) => {
  const [article] = await listPage(request, "WorldNews", 1);
  const home = await request.get("/");
  // Home names its scripts in the inline script that loads them after the page's load event (ADR 024).
  const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(assetPath).toBeTruthy();
  const targets = ["/", `/articles/${article!.slug}`, "/api/health", "/api/no-such-endpoint", "/no-such-page", article!.imageUrl ?? "/logo.jpg", assetPath!, "/logo.svg"];
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

test("each page gets its own script nonce, and its scripts carry it", async ({ request }) => {
  const a = await request.get("/login");
  const b = await request.get("/login");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const na = nonceOf(a.headers()["content-security-policy"]!);
  const nb = nonceOf(b.headers()["content-security-policy"]!);
  expect(na).toBeTruthy();
  expect(na).not.toBe(nb);
  const html = await a.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${na}"`);
});

test("pages run under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  // The toggle only works once React has hydrated, i.e. once the nonce-carrying scripts ran.
  const more = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name: "More" });
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.goto("/login");
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
