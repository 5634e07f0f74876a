import { Socket } from "node:net";

/** The Redis the tests use when one answers (TEST_REDIS_URL, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when something answers PING on the Redis port within half a second (tests that need Redis skip otherwise). */
export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
    socket.connect(Number(port || 6379), hostname, () => socket.write("PING\r\n"));
  });
}
