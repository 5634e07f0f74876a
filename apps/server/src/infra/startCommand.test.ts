import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_ARGS, SERVER_NODE_FLAGS, serverNodeFlags } from "../../../../scripts/serverCommand.mjs";
import { SERVER_ROOT } from "./paths.ts";

const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");

/** V8's heap limit, MB, in a node started with `flags`. */
function heapLimitMb(flags: readonly string[]): number {
  const script = `process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit / 1048576))`;
  const run = spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  expect(run.status).toBe(0);
  return Number(run.stdout);
}

// ADR 086: the server runs with V8 flags measured against its memory budgets; every way of starting it uses them.
describe("the server's start command", () => {
  it("is the same in the Dockerfile as for npm start, the tests and the benchmarks", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(REPO_ROOT, "Dockerfile"), "utf8"))?.[1];
    expect(JSON.parse(cmd!)).toEqual(["node", ...serverNodeFlags(undefined), "apps/server/dist/main.js"]);
    expect(SERVER_NODE_ARGS.at(-1)).toBe("apps/server/dist/main.js");
    expect(SERVER_NODE_ARGS.slice(0, -1)).toEqual(SERVER_NODE_FLAGS);
  });

  it("bounds V8's old generation at 512 MB, so V8 lets it grow far less past what is live (ADR 086)", () => {
    // The young generation comes on top of the old one's limit: about 560 MB in all on Node 20, 704 MB on Node 24
    // (its V8 sizes the young generation larger); without the flag, about 4 GB on a 24 GB machine.
    const limit = heapLimitMb(serverNodeFlags(undefined));
    expect(limit).toBeGreaterThanOrEqual(512);
    expect(limit).toBeLessThan(800);
  });

  it("leaves the limit to an operator who sets one in NODE_OPTIONS (node's command line would win over it)", () => {
    expect(serverNodeFlags("--max-old-space-size=1024")).toEqual([]);
    expect(serverNodeFlags("--enable-source-maps --max-old-space-size 900")).toEqual([]);
    expect(serverNodeFlags("--enable-source-maps")).toEqual(["--max-old-space-size=512"]);
    expect(serverNodeFlags("")).toEqual(["--max-old-space-size=512"]);
  });
});
