// The plain node:http baseline as its own process (so its CPU time can be measured apart from the
// load generator): answers /json, /json-list and /html with the bodies in the files given.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, jsonFile, htmlFile, listFile] = process.argv.slice(2);
const bodies = { json: readFileSync(jsonFile, "utf8"), html: readFileSync(htmlFile, "utf8"), list: readFileSync(listFile ?? jsonFile, "utf8") };
createServer((req, res) => {
  const html = req.url?.startsWith("/html");
  const body = html ? bodies.html : req.url?.startsWith("/json-list") ? bodies.list : bodies.json;
  res.writeHead(200, { "content-type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
