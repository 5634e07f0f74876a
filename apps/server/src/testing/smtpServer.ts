import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface LocalSmtp {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first received message matching `match`, waiting up to `timeoutMs`. */
  waitFor(match: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no auth, no TLS) that keeps every message it receives, parsed. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching message within ${timeoutMs} ms (received ${messages.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token in the first link of a message that points at `path`. */
export function linkToken(mail: ParsedMail, path: string): string {
  const text = mail.text ?? "";
  const m = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return m[1];
}
