import { createHash } from "node:crypto";
import { EDITIONS, editionPath } from "@matv/shared";
// The stylesheet (inline in the offline page, ADR 084) and the islands: the offline page kept by the worker is made of them.
import appCss from "../app.css?inline";
import islandsScript from "../islands/index.ts?iife";
import pushCardScript from "../islands/pushCard.ts?iife";
import workerScript from "./sw.ts?iife";

/**
 * /sw.js's text (ADR 074): the worker, preceded by a version that changes when the worker, the stylesheet or the
 * page scripts change, so a deploy that changes what the cached offline page looks like gives the worker new
 * bytes and the browser updates it on the reader's next visit. The same on every instance of one build.
 */
const version = createHash("sha256").update(workerScript).update(appCss).update(islandsScript).update(pushCardScript).digest("hex").slice(0, 16);

/** Each edition's offline page (/offline, /hi/offline): the worker keeps them all. */
const offlinePages = EDITIONS.map((edition) => editionPath(edition, "/offline"));

export const SERVICE_WORKER_SCRIPT = `self.MATV_SW_VERSION=${JSON.stringify(version)};self.MATV_SW_OFFLINE=${JSON.stringify(offlinePages)};${workerScript}`;
