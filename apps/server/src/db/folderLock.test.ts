import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOLDER_IN_USE, FolderInUseError, lockDataFolder } from "./folderLock.ts";

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), "matv-lock-")), "pglite");

describe("the embedded database folder lock", () => {
  it("is held by one process at a time and released on close", async () => {
    const dir = folder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      const release = lockDataFolder(dir, other.pid!);
      expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(other.pid));
      expect(() => lockDataFolder(dir)).toThrow(`${FOLDER_IN_USE} ${other.pid}`);
      expect(() => lockDataFolder(dir)).toThrow(FolderInUseError);
      release();
      expect(existsSync(`${dir}.lock`)).toBe(false);
      const mine = lockDataFolder(dir);
      expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
      mine();
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose process no longer runs, or that is its own or unreadable", async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(`${dir}.lock`, String(gone.pid));
    lockDataFolder(dir)();
    writeFileSync(`${dir}.lock`, String(process.pid));
    lockDataFolder(dir)();
    writeFileSync(`${dir}.lock`, "not a pid");
    const release = lockDataFolder(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
