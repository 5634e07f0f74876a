import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./contentSecurityPolicy.ts";

describe("content security policy", () => {
  it("lets pictures come from https hosts (editors' picture addresses) but never scripts, frames or plain http", () => {
    const csp = contentSecurityPolicy([], false);
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).not.toMatch(/img-src[^;]*http:/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows no inline script at all when there is none to name: the policy of every response but pages", () => {
    expect(contentSecurityPolicy([], false)).toMatch(/script-src 'self';/);
  });

  it("names a page's inline scripts by hash, with no nonce and never 'unsafe-inline' scripts", () => {
    const csp = contentSecurityPolicy(["sha256-AAA=", "sha256-BBB="], false);
    expect(csp).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='(;|$)/);
    expect(csp).not.toContain("nonce-");
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
  });

  it("allows eval and the dev server's socket only in development", () => {
    expect(contentSecurityPolicy(["sha256-A="], true)).toMatch(/script-src 'self' 'sha256-A=' 'unsafe-eval';/);
    expect(contentSecurityPolicy([], true)).toContain("connect-src 'self' ws: wss: https:");
    expect(contentSecurityPolicy([], false)).not.toContain("unsafe-eval");
  });
});
