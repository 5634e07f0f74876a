import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp } from "../testing/testApp.ts";
import { parseEnv } from "../infra/env.ts";
import { redactUrl } from "./logRedaction.ts";

describe("redactUrl", () => {
  it("hides the tokens addresses carry, and nothing else", () => {
    expect(redactUrl("/newsletter/unsubscribe?token=abc123")).toBe("/newsletter/unsubscribe?token=[redacted]");
    expect(redactUrl("/api/newsletter/unsubscribe?utm=x&TOKEN=abc&y=1")).toBe("/api/newsletter/unsubscribe?utm=x&TOKEN=[redacted]&y=1");
    expect(redactUrl("/preview/eyJhbGciOi.x.y?z=1")).toBe("/preview/[redacted]?z=1");
    expect(redactUrl("/search?q=token=1")).toBe("/search?q=token=1");
    expect(redactUrl("/world?page=2")).toBe("/world?page=2");
  });

  it("keeps an emailed token out of the request log", { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const lines: string[] = [];
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "info" }),
      database: t.database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe?token=reader-secret-token-0123456789abcdef" });
      expect(lines.some((line) => line.includes("/api/newsletter/unsubscribe?token=[redacted]"))).toBe(true);
      expect(lines.join("\n")).not.toContain("reader-secret-token");
    } finally {
      await app.close();
      await t.close();
    }
  });
});
