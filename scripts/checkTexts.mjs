// Part of `npm run lint` (ADR 076): a reader sees words from the message catalogues
// (packages/shared/src/i18n/<code>.ts) only, so every edition's pages say them in its language.
// Fails on a word written as a string literal in a reader component: JSX text, a `{"..."}` child, or
// an aria-label, title, placeholder or alt attribute given as a literal. Staff pages are English only
// and not checked. Non-words (punctuation, numbers, symbols) and brand names pass.
//   node scripts/checkTexts.mjs           check
//   node scripts/checkTexts.mjs --list    print every finding, allowlisted or not
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT } from "./lib.mjs";

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
 * Reader texts not yet in the catalogues, by file, each with the reason it may stay for now. A finding not
 * listed here fails; a listed text no longer found fails too (take it off the list).
 */
const ALLOWED = {
  "apps/web/app/features/breaking/BreakingBanner.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["Breaking news", "Breaking", "Breaking news:", "Dismiss breaking news"],
  },
  "apps/web/app/features/liveblog/LiveBlogCards.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["Live coverage"],
  },
  "apps/web/app/features/programmes/AiringList.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["ON NOW", "LIVE"],
  },
  "apps/web/app/features/programmes/OffAirPanel.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["Full schedule", "on satellite channel"],
  },
  "apps/web/app/features/schedule/OnNowStrip.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["On MATV now", "ON NOW", "Next", "Full schedule"],
  },
  "apps/web/app/routes/about.tsx": {
    reason: "long-form page copy: its Hindi is an editorial translation still to write",
    texts: [
      "About MATV",
      "The UK television channel of the Indian diaspora: founded in",
      "in Leicestershire, on satellite since 2004, in London since 2008, and today on channel",
      ", free to air from Norway to Turkey.",
      "Our Journey",
      "European Coverage",
      "MATV is free to air across Europe, from Norway in the north to Turkey in the south-east. Our live shows take calls from viewers in:",
      "Countries our live calls come from",
      "Salient Features",
      "Special Programming",
      "Partnerships",
      "Why Choose MATV",
      "Reasons to choose MATV",
      "Business with MATV",
      "Advertising, sponsorship and programme partnerships reach British Indian households and the diaspora across Europe. Tell us about your business through our",
      "contact form",
      "In short",
    ],
  },
  "apps/web/app/routes/privacy.tsx": {
    reason: "long-form page copy: its Hindi is an editorial translation still to write",
    texts: [
      "Privacy Policy",
      "MATV keeps as little personal data as it needs, and never sells it.",
      "Petition signatures",
      "We keep your name, email address and location with your signature. Your email address is never shown on the site; it lets us count one signature per person and, if needed, verify the list before it is handed to the decision maker. If you tick the box, your name and location appear among recent supporters.",
      "Support requests",
      "We keep the contact details, location, description and attachments you send. They are stored outside the public website and only our newsroom staff can open them. We use them to look into your request and, with your agreement, to report on it.",
      "What we count when you read",
      "We count our readers ourselves, with no advertising or analytics company involved, and without cookies. When our server sends you a page we count a view of it (once per story every 30 minutes), the kind of page, and where you came from in broad terms: WhatsApp, Google, Facebook, X, Instagram, YouTube, our newsletter, a notification, another site (its name only), or none. Pages may also tell us when a story is shared, a video is played, the live stream or a live blog is being watched, and, for some visits, how fast the page loaded.",
      "Nothing personal is kept. To count a reader once a day we combine your internet address and browser name with a random value that changes every day and is deleted at the end of it, and keep only the scrambled result, which cannot be traced back to you or linked to another day. Your address and browser name are never stored. Individual records are deleted after 7 days; only totals are kept, for 13 months. Signed-in staff and automated visitors are not counted.",
      "Breaking news alerts",
      "If you turn on alerts, we keep only what your browser gives us to reach it: the address of its push service, its encryption keys, the topics you picked, your language and when you subscribed. Nothing else about you. Stopping alerts (Manage alerts, at the foot of every page) deletes it, and we delete it ourselves when the push service tells us the address has expired.",
      "Your rights",
      "Under UK data protection law you may ask for a copy of your data, ask us to correct it, or ask us to delete it. Write to MATV, London, United Kingdom, and we will answer within one month.",
      "See also our",
      "Terms of Use",
    ],
  },
  "apps/web/app/routes/show.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["Share this show", "Times in UK time (GMT or BST) and India time (IST)."],
  },
  "apps/web/app/routes/shows.tsx": {
    reason: "not yet in the catalogues (ADR 076 follow-up)",
    texts: ["Full schedule"],
  },
  "apps/web/app/routes/terms.tsx": {
    reason: "long-form page copy: its Hindi is an editorial translation still to write",
    texts: [
      "Terms of Use",
      "These terms apply when you use the MATV website, sign a petition or send us a diaspora support request.",
      "Using the site",
      "You may read, share and link to our stories for personal, non-commercial use. Please do not copy whole articles, images or videos to publish elsewhere without our written permission.",
      "Petitions",
      "When you sign a petition you confirm that the details you give are your own and true. One signature per person is counted. We may remove signatures that look automated or false. A petition asks its decision maker to act; MATV cannot promise any outcome.",
      "Support requests",
      "A support request lets you tell our newsroom about a problem you or your family face. We read every request, but we cannot guarantee a reply, coverage or a resolution, and we do not give legal advice. Only send documents you are entitled to share.",
      "Contact",
      "For questions about these terms, write to MATV, London, United Kingdom. How we handle personal data is described in our",
      "Privacy Policy",
    ],
  },
  "apps/web/app/routes/video.tsx": {
    reason: "the error screen: the route's own texts are not loaded when its loader fails",
    texts: ["All videos"],
  },
};

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
