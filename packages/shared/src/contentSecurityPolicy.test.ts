import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./contentSecurityPolicy.ts";

describe("content security policy", () => {
  it("lets pictures come from https hosts (editors' picture addresses) but never scripts, frames or plain http", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" }, false);
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toMatch(/script-src 'self' 'nonce-abc'(;|$)/);
    expect(csp).not.toMatch(/img-src[^;]*http:/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("names a static page's inline scripts by hash, with no nonce and never 'unsafe-inline' scripts", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["sha256-AAA=", "sha256-BBB="] }, false);
    expect(csp).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='(;|$)/);
    expect(csp).not.toContain("nonce-");
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
  });

  it("allows eval and the dev server's socket only in development", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, true)).toMatch(/script-src 'self' 'nonce-n' 'unsafe-eval';/);
    expect(contentSecurityPolicy({ nonce: "n" }, true)).toContain("connect-src 'self' ws: wss: https:");
    expect(contentSecurityPolicy({ nonce: "n" }, false)).not.toContain("unsafe-eval");
  });
});
