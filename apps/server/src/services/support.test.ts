import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createLocalStorage } from "../infra/storage/index.ts";
import { createAuditService } from "./audit.ts";
import { createSupportService, newReference, supportFilesDir } from "./support.ts";

describe("support requests are stored whole or not at all", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-support-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("removes the files it wrote when the database write fails", async () => {
    const failingDb = {
      transaction: async () => {
        throw new Error("database went away");
      },
    } as unknown as Db;
    const service = createSupportService(failingDb, createLocalStorage(dataDir), createAuditService(failingDb));
    const input = { email: "a@b.co", phone: null, country: "India", state: "Kerala", city: "Kollam", context: "x", issueDescription: "y" };
    await expect(
      service.create(input, [
        { originalName: "a.pdf", mimeType: "application/pdf", bytes: Buffer.from("%PDF-1.4") },
        { originalName: "b.txt", mimeType: "text/plain", bytes: Buffer.from("hi") },
      ]),
    ).rejects.toThrow("database went away");
    expect(readdirSync(supportFilesDir(dataDir))).toEqual([]);
  });

  it("makes short readable references", () => {
    const refs = new Set(Array.from({ length: 200 }, newReference));
    for (const ref of refs) expect(ref).toMatch(/^MATV-[2-9A-HJKMNP-Z]{6}$/);
    expect(refs.size).toBeGreaterThan(195);
  });
});
