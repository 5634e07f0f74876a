import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Test-only (ADR 080): every JSON answer is checked against the schema its route declares for that
 * status (the code itself, then its range, as Fastify picks one). A mismatch fails the request with a
 * 500 and is kept in `responseContractFailures`, so the test that made it fails and names the route.
 */

export const responseContractFailures: string[] = [];

function declaredSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  const response = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  if (!response) return undefined;
  return response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

function jsonText(payload: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return undefined;
}

const checked = new WeakSet<FastifyRequest>();

export function checkResponseContracts(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (checked.has(request)) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.includes("json") || reply.getHeader("content-encoding")) return payload;
    const schema = declaredSchema(request, reply.statusCode);
    const text = jsonText(payload);
    if (!schema || !text) return payload;
    checked.add(request);
    const result = schema.safeParse(JSON.parse(text));
    if (result.success) return payload;
    const failure = `${request.method} ${request.routeOptions.url} ${reply.statusCode}: the answer breaks its declared schema: ${JSON.stringify(result.error.issues).slice(0, 2000)}`;
    responseContractFailures.push(failure);
    console.error(failure);
    throw new Error(failure);
  });
}
