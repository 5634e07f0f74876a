import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./securityHeaders.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never repeated, across pool refills", () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("content security policy", () => {
  it("lets pictures come from https hosts (editors' picture addresses) but never scripts, frames or plain http", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toMatch(/script-src 'self' 'nonce-abc'(;|$)/);
    expect(csp).not.toMatch(/img-src[^;]*http:/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
