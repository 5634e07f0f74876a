import { describe, expect, it } from "vitest";
import { newNonce } from "./securityHeaders.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never repeated, across pool refills", () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
