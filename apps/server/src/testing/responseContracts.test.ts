import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { dataEnvelope, okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkResponseContracts, responseContractFailures } from "./responseContracts.ts";
import { buildApp } from "../app.ts";
import { parseEnv } from "../infra/env.ts";
import { createTestApp, openTestDatabase, type TestApp } from "./testApp.ts";

type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };

describe("every API route declares its answer (ADR 080)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("documents a success answer and the one error shape for every operation in /api/docs", async () => {
    const doc = (await t.app.inject("/api/docs")).json() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        operations++;
        const codes = Object.keys(operation.responses ?? {});
        const success = codes.filter((code) => /^[23]/.test(code));
        if (!success.length) missing.push(`${method.toUpperCase()} ${path}: no success answer`);
        if (!codes.includes("4XX")) missing.push(`${method.toUpperCase()} ${path}: no 4xx error shape`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("documents the error envelope's members", async () => {
    const doc = (await t.app.inject("/api/docs")).json();
    const error = doc.paths["/api/news/{id}"].get.responses["4XX"].content["application/json"].schema;
    expect(error.required).toEqual(expect.arrayContaining(["success", "data", "error", "message"]));
    const ok = doc.paths["/api/news/{id}"].get.responses["200"].content["application/json"].schema;
    expect(ok.properties.data.required).toEqual(expect.arrayContaining(["_id", "title", "content", "publishedAt"]));
  });
});

describe("the test apps' check of answers against their declared schema", () => {
  async function appWith(answer: unknown) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    checkResponseContracts(app);
    app.get("/thing", { schema: { response: responses({ 200: dataEnvelope(z.object({ n: z.number() })) }) } }, async (_request, reply) =>
      reply.type("application/json").send(JSON.stringify(answer) as never),
    );
    await app.ready();
    return app;
  }

  it("lets an answer that keeps its contract through", async () => {
    const app = await appWith({ success: true, data: { n: 1 }, error: null });
    const res = await app.inject("/thing");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { n: 1 }, error: null });
    await app.close();
  });

  it("fails an answer that breaks it, naming the route", async () => {
    const before = responseContractFailures.length;
    const app = await appWith({ success: true, data: { n: "one" }, error: null });
    const res = await app.inject("/thing");
    expect(res.statusCode).toBe(500);
    expect(responseContractFailures.slice(before)).toEqual([expect.stringContaining("GET /thing 200: the answer breaks its declared schema")]);
    responseContractFailures.length = before;
    await app.close();
  });
});

describe("production serialisation (ADR 080)", () => {
  it("sends an object answer as it is: a declared schema neither reshapes nor checks it outside the tests", async () => {
    const database = await openTestDatabase();
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "matv-contracts-")), LOG_LEVEL: "error" });
    const app = await buildApp({
      env,
      database,
      beforeRoutes: (root) =>
        root.get("/probe", { schema: { response: responses({ 200: okEnvelope(z.object({ n: z.number() })) }) } }, async () => ({
          success: true,
          data: { n: 1, undeclared: "kept" },
        })),
    });
    try {
      const res = await app.inject("/probe");
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ success: true, data: { n: 1, undeclared: "kept" } }));
    } finally {
      await app.close();
      await database.close();
      rmSync(env.dataDir, { recursive: true, force: true });
    }
  });

  it("sends a cached answer as sendJson made it: the same bytes and ETag again", async () => {
    const t = await createTestApp();
    try {
      const first = await t.app.inject("/api/news?limit=2");
      const again = await t.app.inject("/api/news?limit=2");
      expect(first.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
    } finally {
      await t.close();
    }
  });
});
