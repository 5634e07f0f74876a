import { EventEmitter } from "node:events";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { pageCacheRules, toWebRequest } from "./plugin.ts";

function fakeExchange() {
  const raw = Object.assign(new EventEmitter(), { writableFinished: false });
  const request = {
    url: "/articles/a-story?x=1",
    protocol: "http",
    host: "example.test",
    method: "GET",
    headers: { accept: "text/html", "x-many": ["a", "b"] },
  };
  return { request: request as unknown as FastifyRequest, reply: { raw } as unknown as FastifyReply, raw };
}

describe("toWebRequest", () => {
  it("carries the address, method and headers", () => {
    const { request, reply } = fakeExchange();
    const web = toWebRequest(request, reply);
    expect(web.url).toBe("http://example.test/articles/a-story?x=1");
    expect(web.method).toBe("GET");
    expect(web.headers.get("accept")).toBe("text/html");
    expect(web.headers.get("x-many")).toBe("a, b");
    expect(web.signal.aborted).toBe(false);
  });

  it("carries the address it is given in place of the request's own (the page's declared parameters only)", () => {
    const { request, reply } = fakeExchange();
    expect(toWebRequest(request, reply, "/articles/a-story").url).toBe("http://example.test/articles/a-story");
  });

  it("aborts the loaders when the reader goes away before the answer is complete", () => {
    const { request, reply, raw } = fakeExchange();
    const web = toWebRequest(request, reply);
    raw.emit("close");
    expect(web.signal.aborted).toBe(true);
  });

  // The abort is what releases a finished request: undici unregisters each Request made from the signal
  // (React Router makes two per page) instead of leaving it for a full collection (ADR 028).
  it("aborts once the answer is complete, and so do the Requests made from it", () => {
    const { request, reply, raw } = fakeExchange();
    const web = toWebRequest(request, reply);
    const derived = new Request(web.url, { signal: web.signal });
    raw.writableFinished = true;
    raw.emit("close");
    expect(web.signal.aborted).toBe(true);
    expect(derived.signal.aborted).toBe(true);
  });
});

describe("pageCacheRules", () => {
  const route = (id: string, path: string | undefined, parentId: string | undefined, handle?: unknown, index?: boolean) => ({
    id,
    path,
    parentId,
    index,
    module: { handle } as never,
  });
  const routes = {
    root: route("root", "", undefined, { hydrate: true }),
    "routes/home": route("routes/home", undefined, "root", undefined, true),
    "section-world": route("section-world", "world", "root", { cacheParams: ["page"] }),
    "routes/author": route("routes/author", "author/:authorName", "root", { cacheParams: ["tab"], cacheCookies: ["matv_reader"] }),
    "routes/newsletter-unsubscribe": route("routes/newsletter-unsubscribe", "newsletter/unsubscribe", "root", { cacheParams: ["token"], secretAddress: true }),
    "routes/not-found": route("routes/not-found", "*", "root"),
  };
  const ruleOf = pageCacheRules({ routes } as never);

  it("finds the rule the matched route declares in its handle, by path (the query never matters)", () => {
    expect(ruleOf("/world?page=2&utm_source=x")).toEqual({ cacheParams: ["page"], cacheCookies: [] });
    expect(ruleOf("/author/Priya%20R")).toEqual({ cacheParams: ["tab"], cacheCookies: ["matv_reader"] });
    expect(ruleOf("/?fbclid=1")).toEqual({ cacheParams: [], cacheCookies: [] });
    expect(ruleOf("/no/such/page")).toEqual({ cacheParams: [], cacheCookies: [] });
    expect(ruleOf("/newsletter/unsubscribe?token=A")).toEqual({ cacheParams: ["token"], cacheCookies: [], secretAddress: true });
  });
});
