// Installs dependencies when they are missing or stale. Needs only Node.
import { ensureDependencies } from "./lib.mjs";

ensureDependencies();
