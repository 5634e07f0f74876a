// The texts lint (ADR 076) run on small trees: it must fail on a reader text written outside the catalogues.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("./checkTexts.mjs", import.meta.url));
const dirs = [];

/** A tree with the folders the check reads, and the given files in it. */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), "check-texts-"));
  dirs.push(root);
  for (const dir of ["features/x", "components", "routes"]) mkdirSync(path.join(root, "apps/web/app", dir), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, "apps/web/app", file), text);
  return root;
}

const run = (root) => spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("checkTexts (ADR 076)", () => {
  it("passes the repository: no reader text outside the catalogues, and nothing allowlisted", () => {
    const result = spawnSync(process.execPath, [SCRIPT], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("passes texts from the catalogues, non-words and brand names", () => {
    const root = tree({
      "features/x/Card.tsx": `export const Card = ({ t }) => <p aria-label={t("x.label")}>{t("x.text")} · 793 <span>MATV</span> {"YouTube"}</p>;`,
    });
    const result = run(root);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it.each([
    ["JSX text", "features/x/Card.tsx", `export const Card = () => <p>On MATV now</p>;`, "On MATV now"],
    ["a literal child", "components/Badge.tsx", `export const Badge = () => <span>{"Full schedule"}</span>;`, "Full schedule"],
    ["an aria-label", "routes/page.tsx", `export default () => <nav aria-label="More updates" />;`, "More updates"],
    ["a title given as an expression", "routes/other.tsx", `export default () => <a title={"Close video"} href="/" />;`, "Close video"],
  ])("fails on %s written in a reader file, naming file, line and text", (_kind, file, source, text) => {
    const root = tree({ [file]: source });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`apps/web/app/${file}:1: "${text}"`);
  });

  it("leaves staff pages alone (English only)", () => {
    const root = tree({ "features/x/ShowsDesk.tsx": `export const ShowsDesk = () => <h1>Shows desk</h1>;` });
    expect(run(root).status).toBe(0);
  });
});
