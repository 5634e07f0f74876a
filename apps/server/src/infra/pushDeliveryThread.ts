import { Worker } from "node:worker_threads";
import { type BatchAnswer, type BatchDevice, type BatchMessage, createPushSender, createVapidSigner, sendBatch, type VapidKeys } from "./webPush.ts";

declare const MATV_SERVER_BUNDLE: boolean | undefined;

/** Sends a batch of one alert and answers each device's status (ADR 074). */
export interface PushDelivery {
  send(devices: BatchDevice[], message: BatchMessage): Promise<BatchAnswer[]>;
  close(): Promise<void>;
}

/** On the calling thread: tests, and a fallback where threads are not wanted. */
export function inProcessDelivery(vapid: VapidKeys, concurrency: number): PushDelivery {
  const sender = createPushSender({ vapid: createVapidSigner(vapid), maxSockets: concurrency });
  return { send: (devices, message) => sendBatch(sender, devices, message, concurrency), close: async () => sender.close() };
}

/**
 * On the delivery thread (infra/pushThread.ts), started on the first batch and kept: the bundle runs its built
 * dist/pushThread.js, the TypeScript sources (tsx) the .ts file under tsx.
 */
export function threadedDelivery(vapid: VapidKeys, concurrency: number): PushDelivery {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(answers: BatchAnswer[]): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const bundled = typeof MATV_SERVER_BUNDLE !== "undefined";
    const file = new URL(bundled ? "./pushThread.js" : "./pushThread.ts", import.meta.url);
    // From the sources, the thread registers tsx first (a worker does not take --import in its execArgv).
    const thread = bundled
      ? new Worker(file, { workerData: { vapid, concurrency } })
      : new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`, {
          eval: true,
          workerData: { vapid, concurrency },
        });
    thread.on("message", (reply: { id: number; answers?: BatchAnswer[]; error?: string }) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.answers) pending?.resolve(reply.answers);
      else pending?.reject(new Error(reply.error ?? "delivery thread failed"));
    });
    thread.on("error", failAll);
    thread.on("exit", (code) => failAll(new Error(`delivery thread exited with ${code}`)));
    thread.unref();
    return thread;
  };
  return {
    send(devices, message) {
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, devices, message: { ...message, plaintext: new Uint8Array(message.plaintext) } });
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
