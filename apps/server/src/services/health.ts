import type { Database } from "../db/client.ts";

export interface HealthReport {
  status: "ok" | "degraded";
  database: { kind: Database["kind"]; status: "up" | "down"; latencyMs: number | null };
  uptimeSeconds: number;
  timestamp: string;
}

export function createHealthService(database: Database) {
  async function check(): Promise<HealthReport> {
    const started = performance.now();
    let up = true;
    try {
      await Promise.race([database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error("ping timeout")), 2_000).unref())]);
    } catch {
      up = false;
    }
    return {
      status: up ? "ok" : "degraded",
      database: { kind: database.kind, status: up ? "up" : "down", latencyMs: up ? Math.round(performance.now() - started) : null },
      uptimeSeconds: Math.round(process.uptime()),
      timestamp: new Date().toISOString(),
    };
  }
  return { check, kind: database.kind };
}
