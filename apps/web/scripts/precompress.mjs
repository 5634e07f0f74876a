// After `react-router build`: write .br and .gz beside each text asset, so the server sends
// precompressed files (max quality, paid once at build time) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(process.env.WEB_BUILD_DIR ?? "build", "client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(entry) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
walk(clientDir);
