import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// http_ece: the encryption library the web-push package uses, as an independent decryptor of what we send.
import ece from "http_ece";

/**
 * A local push service (RFC 8030) on loopback for tests and benches: it accepts `POST /push/{device}` and answers
 * 201, or what a test scripted for that device (410 gone, 429 with Retry-After, 500...). `devices` make real
 * subscriptions (P-256 key pair and auth secret) and decrypt what reached them, with http_ece, so a test proves
 * the message is readable by the browser it was meant for.
 */

export interface ReceivedPush {
  device: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  /** Every push received, in order (cleared by tests when they like). `keepBodies: false` keeps counts only (benches). */
  received: ReceivedPush[];
  count: number;
  /** Answers to give a device, one per request, before falling back to 201. */
  script(device: string, answers: Array<{ status: number; headers?: Record<string, string> }>): void;
  /** Devices answering this status for every request (410 for a device whose subscription expired). */
  setStatus(device: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(options: { port?: number; keepBodies?: boolean } = {}): Promise<FakePushService> {
  const scripts = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
  const fixed = new Map<string, number>();
  const keepBodies = options.keepBodies ?? true;
  const state = { received: [] as ReceivedPush[], count: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/push\/([\w-]+)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) {
      res.writeHead(404).end();
      return;
    }
    const device = match[1] as string;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      state.count++;
      if (keepBodies) state.received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const scripted = scripts.get(device)?.shift();
      const status = scripted?.status ?? fixed.get(device) ?? 201;
      res.writeHead(status, scripted?.headers ?? {}).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    set received(value: ReceivedPush[]) {
      state.received = value;
    },
    get count() {
      return state.count;
    },
    script: (device, answers) => scripts.set(device, [...answers]),
    setStatus: (device, status) => fixed.set(device, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a message body sent to this device (throws when it is not readable with its keys). */
  decrypt(body: Buffer): string;
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it, with its private key kept for decrypting. */
export function fakeDevice(origin: string, id = randomBytes(8).toString("hex")): FakeDevice {
  const ecdh = createECDH("prime256v1");
  const p256dh = ecdh.generateKeys().toString("base64url");
  const auth = randomBytes(16).toString("base64url");
  return {
    id,
    subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh, auth } },
    decrypt: (body) => ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
  };
}
