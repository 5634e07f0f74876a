import { createPublicKey, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fakeDevice, startFakePushService } from "../testing/fakePushService.ts";
import { threadedDelivery } from "./pushDeliveryThread.ts";
import { createPushSender, createVapidSigner, encryptPushPayload, generateVapidKeys, loadVapidKeys, vapidSigningKey } from "./webPush.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("message encryption (RFC 8291)", () => {
  it("is readable by the device it was meant for (an independent decryptor), and by no other", () => {
    const device = fakeDevice("https://push.example");
    const body = encryptPushPayload(device.subscription.keys, Buffer.from(JSON.stringify({ title: "Floods close the M25 ✓" })));
    expect(JSON.parse(device.decrypt(body))).toEqual({ title: "Floods close the M25 ✓" });
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(() => fakeDevice("https://push.example").decrypt(body)).toThrow();
  });

  it("uses a fresh sender key and salt for every message", () => {
    const device = fakeDevice("https://push.example");
    const a = encryptPushPayload(device.subscription.keys, Buffer.from("same"));
    const b = encryptPushPayload(device.subscription.keys, Buffer.from("same"));
    expect(a.subarray(0, 86).equals(b.subarray(0, 86))).toBe(false);
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs a token per push service that verifies with the public key, and reuses it", () => {
    const keys = { ...generateVapidKeys(), subject: "mailto:alerts@matv.test" };
    let clock = Date.parse("2026-12-01T12:00:00Z");
    const signer = createVapidSigner(keys, () => clock);
    const header = signer("https://fcm.googleapis.com");
    const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
    expect(k).toBe(keys.publicKey);
    const [h, p, s] = token!.split(".");
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
    expect(claims).toEqual({ aud: "https://fcm.googleapis.com", exp: clock / 1000 + 12 * 3600, sub: "mailto:alerts@matv.test" });
    const point = Buffer.from(keys.publicKey, "base64url");
    const publicKey = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
      format: "jwk",
    });
    expect(verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"))).toBe(true);
    expect(signer("https://fcm.googleapis.com")).toBe(header);
    expect(signer("https://web.push.apple.com")).not.toBe(header);
    clock += 11.5 * 3600_000;
    expect(signer("https://fcm.googleapis.com")).not.toBe(header);
  });

  it("generates keys into DATA_DIR once, or takes them from the settings", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "matv-vapid-"));
    dirs.push(dir);
    const first = loadVapidKeys(dir, {});
    expect(loadVapidKeys(dir, {})).toEqual(first);
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8")).publicKey).toBe(first.publicKey);
    const configured = generateVapidKeys();
    expect(loadVapidKeys(dir, { ...configured, subject: "https://matv.example" })).toEqual({ ...configured, subject: "https://matv.example" });
  });

  it("refuses two keys that are not one pair", () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(() => vapidSigningKey({ publicKey: a.publicKey, privateKey: b.privateKey, subject: "mailto:x@y.z" })).toThrow(/not one key pair/);
  });
});

describe("sending", () => {
  it("posts the encrypted body with TTL, urgency, topic, encoding and VAPID, and reports the answer", async () => {
    const fake = await startFakePushService();
    const device = fakeDevice(fake.origin);
    const sender = createPushSender({ vapid: createVapidSigner({ ...generateVapidKeys(), subject: "mailto:a@b.c" }), maxSockets: 4 });
    try {
      fake.script(device.id, [{ status: 429, headers: { "retry-after": "30" } }]);
      const body = encryptPushPayload(device.subscription.keys, Buffer.from("hello"));
      expect(await sender.send({ endpoint: device.subscription.endpoint, body, ttlSeconds: 60, urgency: "high", topic: "abc" })).toEqual({
        status: 429,
        retryAfter: "30",
      });
      expect(await sender.send({ endpoint: device.subscription.endpoint, body, ttlSeconds: 60, urgency: "high" })).toEqual({ status: 201, retryAfter: null });
      const [first] = fake.received;
      expect(first!.headers).toMatchObject({
        ttl: "60",
        urgency: "high",
        topic: "abc",
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
      });
      expect(first!.headers.authorization).toMatch(/^vapid t=.+, k=/);
      expect(device.decrypt(first!.body)).toBe("hello");
      expect(await sender.send({ endpoint: "http://127.0.0.1:1/push/x", body, ttlSeconds: 60, urgency: "normal" })).toEqual({ status: 0, retryAfter: null });
    } finally {
      sender.close();
      await fake.close();
    }
  });

  it("sends a batch on the delivery thread: each device its own readable message, the TTL left, answers by device", async () => {
    const fake = await startFakePushService();
    const delivery = threadedDelivery({ ...generateVapidKeys(), subject: "mailto:a@b.c" }, 3);
    try {
      const devices = Array.from({ length: 7 }, () => fakeDevice(fake.origin));
      fake.setStatus(devices[2]!.id, 410);
      const batch = devices.map((d, i) => ({ id: `s${i}`, endpoint: d.subscription.endpoint, ...d.subscription.keys }));
      const answers = await delivery.send(batch, { plaintext: Buffer.from('{"title":"T"}'), expiresAt: Date.now() + 60_000, urgency: "high", topic: "t1" });
      expect(answers.map((a) => [a.id, a.status]).sort()).toEqual(batch.map((b, i) => [b.id, i === 2 ? 410 : 201]).sort());
      for (const device of devices) expect(device.decrypt(fake.received.find((r) => r.device === device.id)!.body)).toBe('{"title":"T"}');
      expect(Number(fake.received[0]!.headers.ttl)).toBeGreaterThan(55);
      const late = await delivery.send(batch.slice(0, 1), { plaintext: Buffer.from("x"), expiresAt: Date.now() - 1, urgency: "normal", topic: "t2" });
      expect(late).toMatchObject([{ id: "s0", status: -1 }]);
    } finally {
      await delivery.close();
      await fake.close();
    }
  });
});
