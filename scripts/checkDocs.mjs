// Part of `npm run lint`: the docs a newcomer reads must be true about the tree.
// 1. Every repository path named in docs/, README.md and in code comments exists.
// 2. Every ADR has a Status line and a row in docs/decisions/README.md, and the index names no missing ADR.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const SOURCE_DIRS = [
  "apps/server/src",
  "apps/server/build.mjs",
  "apps/web/app",
  "apps/web/vite.config.ts",
  "packages/shared/src",
  "e2e",
  "bench",
  "scripts",
  ".ci",
];
const SOURCE_EXT = /\.(ts|tsx|mjs|js|cjs)$|^run$/;
/** Folders a short path in a comment or doc may be written relative to ("services/stories.ts"). */
const BASES = [
  "",
  "apps/server/src",
  "apps/server",
  "apps/web/app",
  "apps/web",
  "packages/shared/src",
  "packages/shared",
  "e2e",
  "bench",
  "docs",
  "docs/decisions",
  "scripts",
];
const FILE_EXT = "ts|tsx|mjs|cjs|js|md|json|jsonc|sql|conf|yaml|yml|txt|css|html|sh";
/** A path-looking token: at least one folder, then a file with a known extension. */
const PATH_IN_TEXT = new RegExp(`(?<![\\w@:/.-])((?:\\.{1,2}/)*(?:[\\w@.-]+/)+[\\w.-]+\\.(?:${FILE_EXT}))(?![\\w/])`, "g");

function walk(rel, out = []) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return out;
  if (statSync(abs).isFile()) return out.concat(rel);
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (["node_modules", "dist", "build", ".react-router", "test-results"].includes(entry.name)) continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) walk(child, out);
    else out.push(child);
  }
  return out;
}

/** Whether a named path exists in the repository, relative to the naming file or to one of the bases. */
function resolves(named, fromFile) {
  const clean = named.replace(/[#?].*$/, "");
  if (clean.startsWith(".")) {
    const abs = path.resolve(ROOT, path.dirname(fromFile), clean);
    return abs.startsWith(ROOT + path.sep) && existsSync(abs);
  }
  return BASES.some((base) => existsSync(path.join(ROOT, base, clean))) || existsSync(path.join(ROOT, path.dirname(fromFile), clean));
}

/** Names that look like paths but are not files of this repository. */
function ignored(named, after) {
  const firstSegment = named.split("/")[0];
  return (
    /^[\s`'"]*\(since (removed|moved)/.test(after) ||
    /(^|\/)(dist|build)\//.test(named) ||
    /^[A-Z][A-Z0-9_]*\//.test(named) ||
    (/^[\w-]+$/.test(firstSegment) &&
      existsSync(path.join(ROOT, "node_modules", firstSegment)) &&
      !BASES.some((b) => existsSync(path.join(ROOT, b, firstSegment)))) ||
    /[<>{}*$]|\.\.\.|NNN|\bN\b/.test(named) ||
    /^(node_modules|@[\w-]+\/|react-router\/|node:)/.test(named) ||
    /^(www\.|[\w-]+\.(com|org|net|io|dev|uk|example))\//.test(named)
  );
}

const problems = [];
function check(file, text, lineOf) {
  for (const match of text.matchAll(PATH_IN_TEXT)) {
    const named = match[1];
    if (ignored(named, text.slice(match.index + match[0].length, match.index + match[0].length + 20)) || resolves(named, file)) continue;
    problems.push(`${file}:${lineOf(match.index)}: names ${named}, which is not in the repository`);
  }
}

function lineCounter(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

// Docs: every path in the text (links and code spans alike); URLs are skipped by the pattern's look-behind.
for (const file of ["README.md", ...walk("docs").filter((f) => f.endsWith(".md")), "bench/README.md"]) {
  if (!existsSync(path.join(ROOT, file))) continue;
  const text = readFileSync(path.join(ROOT, file), "utf8").replace(/https?:\/\/\S+/g, (url) => " ".repeat(url.length));
  check(file, text, lineCounter(text));
}

// Code: only comments (line comments and block comments), never strings or code.
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|^#[^\n]*/gm;
for (const file of SOURCE_DIRS.flatMap((dir) => walk(dir)).filter((f) => SOURCE_EXT.test(path.basename(f)))) {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const lineOf = lineCounter(text);
  for (const comment of text.matchAll(COMMENT)) {
    const body = comment[0].replace(/https?:\/\/\S+/g, (url) => " ".repeat(url.length));
    check(file, body, (i) => lineOf(comment.index + i));
  }
}

// ADRs: a Status line each, and the index lists exactly the ADRs there are.
const decisions = readdirSync(path.join(ROOT, "docs/decisions")).filter((f) => /^\d{3}-.*\.md$/.test(f));
const index = existsSync(path.join(ROOT, "docs/decisions/README.md")) ? readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8") : "";
for (const file of decisions) {
  const head = readFileSync(path.join(ROOT, "docs/decisions", file), "utf8")
    .split("\n")
    .slice(0, 8)
    .join("\n");
  if (!/^Status: /m.test(head)) problems.push(`docs/decisions/${file}: no "Status:" line under its title`);
  if (!index.includes(`(${file})`)) problems.push(`docs/decisions/README.md: does not list ${file}`);
}

if (problems.length) {
  console.error(`Docs name things that are not so (${problems.length}):\n${problems.join("\n")}`);
  process.exit(1);
}
