import { parentPort, workerData } from "node:worker_threads";
import { type BatchDevice, type BatchMessage, createPushSender, createVapidSigner, sendBatch, type VapidKeys } from "./webPush.ts";

/**
 * The delivery thread (ADR 074): encrypting a message for each device (an ECDH agreement, ~0.3 ms of CPU) and
 * its HTTP request run here, off the main thread, so pages stay fast while 100,000 alerts go out. The main
 * thread keeps the database, the rules and the counts (services/push.ts); this thread only sends a batch and
 * answers with each device's status.
 */
const { vapid, concurrency } = workerData as { vapid: VapidKeys; concurrency: number };
const sender = createPushSender({ vapid: createVapidSigner(vapid), maxSockets: concurrency });

parentPort!.on("message", (job: { id: number; devices: BatchDevice[]; message: Omit<BatchMessage, "plaintext"> & { plaintext: Uint8Array } }) => {
  const message = { ...job.message, plaintext: Buffer.from(job.message.plaintext) };
  sendBatch(sender, job.devices, message, concurrency).then(
    (answers) => parentPort!.postMessage({ id: job.id, answers }),
    (error: unknown) => parentPort!.postMessage({ id: job.id, error: String((error as Error)?.message ?? error) }),
  );
});
