/**
 * autocannon, as the bench uses it: without its per-response body string. autocannon 8 appends every
 * chunk of every response body to a string (`req.body += data`, autocannon/lib/pipelinedRequestsQueue.js), which
 * only its `expectBody`/`verifyBody` options and `onResponse` read; the bench uses none of them. For a
 * body with non-ASCII text that decoding is slower than the server: the plain server answering the
 * news list's 28 KB (1,229 Devanagari characters) was idle 76% of the time at 7,600 req/s while the
 * load generator's core was full, and the same bytes in ASCII went 5x faster. Without the string, the
 * load generator measures the server, whatever language the news is in. Bytes are still counted
 * (`addByteCount`), and status codes and latencies are untouched.
 */
import { createRequire } from "node:module";
import autocannon from "autocannon";

const require = createRequire(import.meta.url);
const { prototype: queue } = require("autocannon/lib/pipelinedRequestsQueue.js") as { prototype: { addBody(data: Buffer): void } };
queue.addBody = () => {};

export { autocannon };
