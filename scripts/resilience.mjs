// npm run test:resilience: load and fault tests against the real server (after npm test in CI).
import { ensureDependencies, ensureServerBuild, ensureWebBuild, run } from "./lib.mjs";

ensureDependencies();
ensureWebBuild();
ensureServerBuild();
process.exit(await run("npm", ["run", "resilience", "-w", "@matv/e2e"]));
