import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../infra/env.ts";
import { redisAnswers, TEST_REDIS_URL } from "../testing/redis.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * Sign-in limits over real HTTP (ADR 069): wrong passwords for one account from many addresses are stopped
 * whatever the address, IPv6 clients are counted by their /64, and with REDIS_URL every instance counts the
 * same failures. Requests come through loopback, which TRUST_PROXY trusts, so X-Forwarded-For names the client.
 */
const PASSWORD = "correct horse battery";

async function listening(t: TestApp, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", ...env }), database: t.database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

const signIn = (base: string, email: string, password: string, from: string) =>
  fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
  });

describe("sign-in limits across addresses (real HTTP)", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ["target@matv.test", "bystander@matv.test", "upper@matv.test"])
      await t.app.services.staffUsers.upsert({ email, password: PASSWORD, role: "editor" });
    ({ app, base } = await listening(t));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("stops 30 wrong passwords for one account from 30 addresses (IPv6 /64s and IPv4) after 10, and then a correct one too", async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => (i % 3 === 2 ? `198.51.100.${i + 1}` : `2001:db8:${i.toString(16)}:1::${i + 1}`));
    const statuses: number[] = [];
    for (const [i, from] of addresses.entries()) statuses.push((await signIn(base, "target@matv.test", `guess-${i}`, from)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    // As documented: the right password from an address never seen gets 429 too, saying for how long.
    const fresh = await signIn(base, "target@matv.test", PASSWORD, "2001:db8:ffff:1::1");
    expect(fresh.status).toBe(429);
    const retryAfter = Number(fresh.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await fresh.json()).message).toMatch(/^Too many failed sign-ins for this account\. Sign-in to it is paused for 1?\d minutes/);
    // The email's case or spaces make no other account; another account is not affected.
    expect((await signIn(base, " TARGET@matv.test", PASSWORD, "203.0.113.200")).status).toBe(429);
    expect((await signIn(base, "bystander@matv.test", PASSWORD, "2001:db8:ffff:2::1")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64: 21 sign-ins from 21 addresses of one /64 hit the per-address limit", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await signIn(base, `spray-${i}@matv.test`, "guess", `2001:db8:77:5::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // The same /64 written another way is the same client; the next /64 is another.
    expect((await signIn(base, "upper@matv.test", PASSWORD, "2001:0DB8:0077:0005:ffff::9")).status).toBe(429);
    expect((await signIn(base, "upper@matv.test", PASSWORD, "2001:db8:77:6::1")).status).toBe(200);
  });
});

describe.skipIf(!(await redisAnswers()))("sign-in failures shared through Redis (two instances)", () => {
  let t: TestApp;
  const instances: Array<{ app: FastifyInstance; base: string }> = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.staffUsers.upsert({ email: "shared@matv.test", password: PASSWORD, role: "editor" });
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `matv-test-${process.pid}-${Date.now()}:` };
    instances.push(await listening(t, env), await listening(t, env));
  }, 60_000);
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await t?.close();
  });

  it("failures on one instance pause the account on the other", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(instances[i % 2]!.base, "shared@matv.test", `guess-${i}`, `2001:db8:${i + 1}::1`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn(instances[1]!.base, "shared@matv.test", PASSWORD, "2001:db8:abcd::1")).status).toBe(429);
  });
});
