import { createCipheriv, createECDH, createPrivateKey, generateKeyPairSync, hkdfSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";

/**
 * Web Push on node:crypto (ADR 074): RFC 8291 message encryption (aes128gcm, RFC 8188) and RFC 8292 VAPID, and
 * one HTTP request per message on keep-alive agents. Written here rather than taken from the web-push package:
 * the package signs a new VAPID token for every message (about 1 ms each here) and always speaks https, while a
 * fan-out of 100,000 needs the token once per push service and tests need a plain-http fake on loopback.
 */

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (what browsers take as `applicationServerKey`). */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  subject: string;
}

const DEFAULT_SUBJECT = "mailto:alerts@matv.local";

/** VAPID keys from the settings, else generated once into DATA_DIR (like the signing secret, infra/secrets.ts). */
export function loadVapidKeys(dataDir: string, configured: { publicKey?: string; privateKey?: string; subject?: string }): VapidKeys {
  const subject = configured.subject ?? DEFAULT_SUBJECT;
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  const file = path.join(dataDir, "vapid-keys.json");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const d = privateKey.export({ format: "jwk" }).d as string;
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, "base64url"), Buffer.from(jwk.y as string, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: d };
}

/** Checks that the two keys form one P-256 pair (a pasted key with a typo fails at start-up, not at the first send). */
export function vapidSigningKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes, base64url)");
  const key = createPrivateKey({
    key: { kty: "EC", crv: "P-256", d: keys.privateKey, x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
  if (!ecdh.getPublicKey().equals(point)) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one key pair");
  return key;
}

const VAPID_TOKEN_SECONDS = 12 * 3600;

/** `Authorization: vapid t=..., k=...` per push service origin, signed once and reused until an hour before it expires. */
export function createVapidSigner(keys: VapidKeys, now: () => number = Date.now) {
  const key = vapidSigningKey(keys);
  const tokens = new Map<string, { header: string; renewAt: number }>();
  return (audience: string): string => {
    const cached = tokens.get(audience);
    if (cached && cached.renewAt > now()) return cached.header;
    const exp = Math.floor(now() / 1000) + VAPID_TOKEN_SECONDS;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ typ: "JWT", alg: "ES256" })}.${encode({ aud: audience, exp, sub: keys.subject })}`;
    const signature = sign("sha256", Buffer.from(unsigned), { key, dsaEncoding: "ieee-p1363" }).toString("base64url");
    const header = `vapid t=${unsigned}.${signature}, k=${keys.publicKey}`;
    tokens.set(audience, { header, renewAt: now() + (VAPID_TOKEN_SECONDS - 3600) * 1000 });
    return header;
  };
}

const RECORD_SIZE = 4096;
const KEY_INFO = Buffer.from("WebPush: info\0");
const CEK_INFO = Buffer.from("Content-Encoding: aes128gcm\0");
const NONCE_INFO = Buffer.from("Content-Encoding: nonce\0");

/**
 * RFC 8291: a new sender key pair per message, the shared secret with the device's key mixed with its auth
 * secret, one aes128gcm record (RFC 8188) whose header carries the salt and the sender's public key.
 */
export function encryptPushPayload(keys: { p256dh: string; auth: string }, payload: Buffer): Buffer {
  const devicePublic = Buffer.from(keys.p256dh, "base64url");
  const authSecret = Buffer.from(keys.auth, "base64url");
  const sender = createECDH("prime256v1");
  const senderPublic = sender.generateKeys();
  const shared = sender.computeSecret(devicePublic);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, Buffer.concat([KEY_INFO, devicePublic, senderPublic]), 32));
  const salt = randomBytes(16);
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, CEK_INFO, 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, NONCE_INFO, 12));
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // The padding delimiter 0x02 marks the last (and only) record.
  const sealed = Buffer.concat([cipher.update(payload), cipher.update(Buffer.from([2])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, sealed]);
}

export interface PushRequest {
  endpoint: string;
  body: Buffer;
  ttlSeconds: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** Replaces a message with the same topic still waiting at the push service (the alert's id). */
  topic?: string;
}

export interface PushResponse {
  status: number;
  retryAfter: string | null;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Sends one encrypted message; network failures resolve as status 0 (retried like a 5xx). */
export function createPushSender(options: { vapid: (audience: string) => string; maxSockets: number }) {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: options.maxSockets }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: options.maxSockets }),
  };
  function send(request: PushRequest): Promise<PushResponse> {
    const url = new URL(request.endpoint);
    const client = url.protocol === "http:" ? http : https;
    return new Promise((resolve) => {
      const req = client.request(
        url,
        {
          method: "POST",
          agent: agents[url.protocol as "http:" | "https:"],
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            TTL: String(request.ttlSeconds),
            Urgency: request.urgency,
            ...(request.topic ? { Topic: request.topic } : {}),
            "Content-Encoding": "aes128gcm",
            "Content-Type": "application/octet-stream",
            "Content-Length": String(request.body.length),
            Authorization: options.vapid(url.origin),
          },
        },
        (res) => {
          res.resume();
          const retryAfter = res.headers["retry-after"];
          res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === "string" ? retryAfter : null }));
          res.on("error", () => resolve({ status: 0, retryAfter: null }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("push service timed out")));
      req.on("error", () => resolve({ status: 0, retryAfter: null }));
      req.end(request.body);
    });
  }
  function close() {
    agents["http:"].destroy();
    agents["https:"].destroy();
  }
  return { send, close };
}
export type PushSender = ReturnType<typeof createPushSender>;

/** One device of a batch, and the message every device of the batch gets. */
export interface BatchDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}
export interface BatchMessage {
  plaintext: Buffer;
  /** When the alert's TTL runs out (ms since the epoch): a device reached after it is not sent to. */
  expiresAt: number;
  urgency: PushRequest["urgency"];
  topic: string;
}
/** A device's answer: the push service's status (0: no answer; -1: not sent, the TTL had run out), and when. */
export interface BatchAnswer extends PushResponse {
  id: string;
  at: number;
}

/** Encrypts and sends a batch with at most `concurrency` requests in flight. */
export async function sendBatch(sender: PushSender, devices: readonly BatchDevice[], message: BatchMessage, concurrency: number): Promise<BatchAnswer[]> {
  const answers: BatchAnswer[] = [];
  let next = 0;
  const lane = async () => {
    while (next < devices.length) {
      const device = devices[next++] as BatchDevice;
      const now = Date.now();
      if (now >= message.expiresAt) {
        answers.push({ id: device.id, status: -1, retryAfter: null, at: now });
        continue;
      }
      const response = await sender.send({
        endpoint: device.endpoint,
        body: encryptPushPayload(device, message.plaintext),
        ttlSeconds: Math.floor((message.expiresAt - now) / 1000),
        urgency: message.urgency,
        topic: message.topic,
      });
      answers.push({ id: device.id, ...response, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, devices.length) }, lane));
  return answers;
}
