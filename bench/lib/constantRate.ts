/**
 * An open-model load generator: request i is due at start + i / rate, whatever happened to the ones
 * before it, and its latency counts from when it was due (so a slow server cannot hide its queue:
 * no coordinated omission). autocannon's `overallRate` is not this: each connection sends its share of
 * the second back to back when the second starts, so "200 req/s" over 20 connections is a burst of 20
 * requests in flight at the top of every second, and the latency it reports is the burst's queue.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export interface ConstantRateResult {
  rate: number;
  seconds: number;
  sent: number;
  completed: number;
  non2xx: number;
  errors: number;
  /** Completed requests per second over the run. */
  achievedRate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Every completed request's latency in ms, ascending (for percentiles over several runs). */
  latencies: number[];
}

/** The q-quantile of ascending latencies, to 0.1 ms. */
export function quantile(sorted: readonly number[], q: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
}

export async function constantRate(url: string, options: { rate: number; seconds: number; maxSockets?: number }): Promise<ConstantRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const total = Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - dueAt);
          if (!response.statusCode || response.statusCode >= 300) non2xx++;
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Send every request that is due by now (timers fire late on a busy machine), then sleep until the next.
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) send(start + sent++ * intervalMs);
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => quantile(sorted, q);
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent,
    completed: latencies.length,
    non2xx,
    errors,
    achievedRate: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    latencies: sorted,
  };
}

/**
 * The same measurement in a fresh Node process (same CPU affinity as this one), so the latencies do not
 * include the pauses of a load generator whose heap grew over minutes of other benchmarks.
 */
export async function constantRateInFreshProcess(url: string, options: { rate: number; seconds: number }): Promise<ConstantRateResult> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "constantRateMain.ts");
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", main, url, String(options.rate), String(options.seconds)], {
    cwd: path.dirname(main),
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as ConstantRateResult;
}
