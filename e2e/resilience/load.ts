/** A bounded load generator: N concurrent workers for a fixed time, each running one action per loop. */
export interface LoadResult {
  statuses: Map<number, number>;
  errors: string[];
}

export async function runLoad(options: { connections: number; seconds: number; action: (worker: number, i: number) => Promise<number> }): Promise<LoadResult> {
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  const stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      for (let i = 0; Date.now() < stopAt; i++) {
        try {
          const status = await options.action(worker, i);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch (error) {
          errors.push(String(error));
        }
      }
    }),
  );
  return { statuses, errors };
}

export function count5xx(result: LoadResult): number {
  let n = 0;
  for (const [status, times] of result.statuses) if (status >= 500) n += times;
  return n;
}

/** A different client address per worker, so per-address rate limits behave as for real readers. */
export const clientHeaders = (worker: number) => ({ "x-forwarded-for": `198.51.100.${(worker % 250) + 1}` });
