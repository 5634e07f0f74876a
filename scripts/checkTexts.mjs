// Part of `npm run lint` (ADR 076): a reader sees words from the message catalogues
// (packages/shared/src/i18n/<code>.ts) only, so every edition's pages say them in its language.
// Fails on a word written as a string literal in a reader component: JSX text, a `{"..."}` child, or
// an aria-label, title, placeholder or alt attribute given as a literal. Staff pages are English only
// and not checked. Non-words (punctuation, numbers, symbols) and brand names pass.
//   node scripts/checkTexts.mjs           check
//   node scripts/checkTexts.mjs --list    print every finding, allowlisted or not
//   node scripts/checkTexts.mjs --root D  check the tree under D instead of the repository (its test)
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT as REPO } from "./lib.mjs";

const rootAt = process.argv.indexOf("--root");
const ROOT = rootAt > 0 && process.argv[rootAt + 1] ? path.resolve(process.argv[rootAt + 1]) : REPO;

const WEB = "apps/web/app";
const READER_DIRS = [`${WEB}/features`, `${WEB}/components`];
/** Staff-only features (routes/admin/** and the staff pages use them): English only (ADR 076). */
const STAFF = [
  /^apps\/web\/app\/features\/(admin|analytics|authors-desk|desk|editor|live-scores|shows-desk)\//,
  /\/(admin|staff)[A-Z][^/]*\.tsx$|\/[A-Za-z]*(Admin|Desk|Editor|Composer|Staff)[A-Za-z]*\.tsx$/,
  // Staff parts of features readers use too: the alerts sender and log, the live blogs' list (routes/admin).
  /^apps\/web\/app\/features\/(push\/(SendAlert|AlertsLog)|liveblog\/LiveBlogList)\.tsx$/,
];
/** Reader route modules other than these are checked (routes/*.tsx: the admin folder is not). */
const NOT_READER_ROUTES = new Set(["login.tsx", "preview.tsx"]);
const ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt"]);
/** Names written the same in every edition. */
const BRANDS = new Set(["MATV", "YouTube", "Twitter", "LinkedIn", "WhatsApp", "Facebook", "Instagram", "X", "Telegram", "Email", "RSS"]);

/**
 * Reader texts not yet in the catalogues, by file, each with the reason it may stay for now:
 *   { "<file under apps/web/app>": { reason: "…", texts: ["…"] } }
 * A finding not listed here fails; a listed text no longer found fails too (take it off the list). Empty: every
 * reader text is in the catalogues, and a new one belongs there too.
 * @type {Record<string, { reason: string, texts: string[] }>}
 */
const ALLOWED = {};

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith(".tsx") && !/\.test\.tsx$/.test(name)) out.push(full);
  }
  return out;
}

function readerFiles() {
  const files = READER_DIRS.flatMap((dir) => walk(path.join(ROOT, dir)));
  const routes = path.join(ROOT, WEB, "routes");
  for (const name of readdirSync(routes)) if (name.endsWith(".tsx") && !NOT_READER_ROUTES.has(name)) files.push(path.join(routes, name));
  return files.map((f) => path.relative(ROOT, f).split(path.sep).join("/")).filter((f) => !STAFF.some((re) => re.test(f)));
}

/** A word a reader reads: two letters or more, not a brand. */
function isWords(text) {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!/\p{L}{2,}/u.test(trimmed)) return false;
  return !trimmed.split(/[\s·|/,:()-]+/).every((part) => part === "" || BRANDS.has(part) || !/\p{L}{2,}/u.test(part));
}

function findings(file) {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (node, text) => {
    if (isWords(text)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.replace(/\s+/g, " ").trim() });
  };
  const literal = (expr) => (expr && (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) ? expr.text : null);
  const visit = (node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literal(node.expression);
      if (text !== null) add(node, text);
    } else if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      const text = ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) ? literal(init.expression) : null;
      if (text !== null) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const list = process.argv.includes("--list");
const problems = [];
const seen = new Set();
for (const file of readerFiles()) {
  const allowed = ALLOWED[file]?.texts ?? [];
  for (const f of findings(file)) {
    if (allowed.includes(f.text)) {
      seen.add(`${file}\0${f.text}`);
      if (!list) continue;
    }
    problems.push(`${file}:${f.line}: "${f.text}"${allowed.includes(f.text) ? " (allowed)" : ""}`);
  }
}
for (const [file, { texts }] of Object.entries(ALLOWED))
  for (const text of texts) if (!seen.has(`${file}\0${text}`)) problems.push(`${file}: "${text}" is allowlisted in scripts/checkTexts.mjs but no longer found`);

if (list) {
  console.log(problems.join("\n"));
} else if (problems.length) {
  console.error(
    `Reader texts written outside the message catalogues (ADR 076): add a key to packages/shared/src/i18n/en.ts and hi.ts and call t("ns.key").\n${problems.join("\n")}`,
  );
  process.exit(1);
}
