import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inlineScriptHashes.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const hashesOf = (html: string) => inlineScriptHashes(Buffer.from(html));

describe("inline script hashes", () => {
  it("names each inline script the browser runs, once, in order", () => {
    const html = `<head><script>a()</script><script type="module">import "/x.js";</script></head><body><script type='text/javascript'>b("é")</script><script>a()</script></body>`;
    expect(hashesOf(html)).toEqual([sha("a()"), sha('import "/x.js";'), sha('b("é")')]);
  });

  it("leaves out external scripts and JSON data blocks, but names the deferred module code", () => {
    const html = `<script src="/assets/a.js"></script><script async src='/b.js'></script><script type="application/ld+json">{"@type":"NewsArticle"}</script><script type="application/json">{}</script><script type="text/x-deferred-module" id="m">import("/entry.js")</script>`;
    expect(hashesOf(html)).toEqual([sha('import("/entry.js")')]);
  });

  it("hashes the text exactly as sent, empty and multi-line scripts included", () => {
    const text = "\n  (() => {\n    window.x = 1;\n  })();\n";
    expect(hashesOf(`<script nonce="n">${text}</script><script></script>`)).toEqual([sha(text), sha("")]);
    expect(hashesOf("<p>no scripts</p>")).toEqual([]);
  });

  it("reads only script elements, and hashes their bytes as sent", () => {
    const html = `<scripts>x()</scripts><script-x>y()</script-x><script\ntype="module">z("✓ नमस्ते")</script><script/>`;
    expect(hashesOf(html)).toEqual([sha('z("✓ नमस्ते")')]);
  });
});
