import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** One email as the site sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes: "smtp" to SMTP_URL, "outbox" as .eml files under DATA_DIR/outbox. */
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /** The newest .eml files written to the outbox (staff's /admin/newsletter), newest first. */
  outbox(limit?: number): Promise<OutboxEntry[]>;
  close(): void;
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  bytes: number;
  writtenAt: string;
}

/**
 * Mail through nodemailer: to SMTP_URL (`smtp://user:pass@host:port`, `smtps://` for TLS) when set, else
 * written as .eml files into `outboxDir`, so the embedded default needs no mail server and staff can still
 * read what would have gone out.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const { smtpUrl, outboxDir, from } = options;
  const transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: smtpUrl ? "smtp" : "outbox",
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      if (smtpUrl) return;
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // Written whole, then renamed: a reader of the folder never sees half a message.
      await writeFile(`${file}.tmp`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.tmp`, file);
    },
    async outbox(limit = 50) {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const files = names
        .filter((n) => n.endsWith(".eml"))
        .sort()
        .reverse()
        .slice(0, limit);
      return Promise.all(
        files.map(async (file) => {
          const full = path.join(outboxDir, file);
          const [head, info] = await Promise.all([readFile(full, "utf8").then((t) => t.slice(0, 4000)), stat(full)]);
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1]?.trim() ?? "";
          return { file, to: header("To"), subject: header("Subject"), bytes: info.size, writtenAt: info.mtime.toISOString() };
        }),
      );
    },
    close() {
      transporter.close();
    },
  };
}
