import path from "node:path";
import { parseArgs } from "node:util";
import { STAFF_ROLES } from "@matv/shared";
import { z } from "zod";
import { openDatabase } from "../db/client.ts";
import { parseEnv } from "../infra/env.ts";
import { passwordProblem } from "../rules/passwordPolicy.ts";
import { createStaffUsersService } from "../services/staffUsers.ts";

/** npm run user:create -- --email E --password P --role admin|editor|writer */
const Args = z.object({
  email: z.email({ message: "--email must be an email address" }),
  password: z.string({ message: "--password is required" }),
  role: z.enum(STAFF_ROLES, { message: "--role must be admin, editor or writer" }),
  name: z.string().optional(),
});

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string", default: "editor" }, name: { type: "string" } },
});
const parsed = Args.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => i.message).join("\n"));
  process.exit(2);
}
const weak = passwordProblem(parsed.data.password, parsed.data.email);
if (weak) {
  console.error(`--password ${weak}`);
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pglite") });
await database.migrate();
const result = await createStaffUsersService(database.db).upsert(parsed.data);
await database.close();
console.log(`${result.created ? "Created" : "Updated"} ${parsed.data.role} account ${parsed.data.email.toLowerCase()}`);
