// The plain node:http baseline as its own process (so its CPU time can be measured apart from the
// load generator): answers /json, /json-list and /html with the bodies in the files given.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, jsonFile, htmlFile, listFile] = process.argv.slice(2);
// Bytes, read once: a fixed body is not encoded again per request (the news list's Devanagari text cost
// the plain server 47 µs of UTF-8 encoding per response as a string, 17 µs as bytes).
const bodies = { json: readFileSync(jsonFile), html: readFileSync(htmlFile), list: readFileSync(listFile ?? jsonFile) };
createServer((req, res) => {
  const html = req.url?.startsWith("/html");
  const body = html ? bodies.html : req.url?.startsWith("/json-list") ? bodies.list : bodies.json;
  res.writeHead(200, { "content-type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
