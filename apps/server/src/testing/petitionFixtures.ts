import { petitions } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";
import type { TestApp } from "./testApp.ts";

/** Inserts a petition for tests and returns its id. */
export async function insertPetition(t: TestApp, overrides: Partial<typeof petitions.$inferInsert> = {}): Promise<string> {
  const id = newObjectId();
  await t.database.db.insert(petitions).values({
    id,
    title: "Test petition",
    description: "A petition for tests.",
    decisionMaker: "Test decision maker",
    story: { paragraphs: ["One."], currentSituation: ["Two."] },
    deadline: new Date(Date.now() + 5 * 86_400_000),
    ...overrides,
  });
  return id;
}

/** A bearer header for a fresh staff account of the given role. */
export async function staffHeader(t: TestApp, role: "admin" | "editor" | "writer" = "editor"): Promise<{ authorization: string }> {
  const email = `${role}-${newObjectId().slice(-6)}@matv.test`;
  await t.app.services.staffUsers.upsert({ email, password: "correct horse battery", role });
  const { token } = await t.app.services.auth.login(email, "correct horse battery");
  return { authorization: `Bearer ${token}` };
}

/** A unique client address, so per-address rate limits do not mix tests up. */
let ipCounter = 0;
export function clientIp(): { "x-forwarded-for": string } {
  ipCounter++;
  return { "x-forwarded-for": `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}` };
}

/** A multipart/form-data body for app.inject. */
export function multipartBody(fields: Record<string, string>, files: Array<{ field?: string; name: string; type?: string; bytes: Uint8Array }> = []) {
  const boundary = `----matvtest${newObjectId()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "attachments"}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(f.bytes));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A good diaspora support request's text fields (a Kollam address, a UK mobile), with `over` replacing any. */
export function supportFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    email: "reader@example.co.uk",
    phone: "+447400123456",
    country: "IN",
    state: "KL",
    city: "Kollam",
    context: "Passport renewal delayed",
    issueDescription: "My passport renewal has been pending for four months.",
    ...over,
  };
}
