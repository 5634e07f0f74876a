import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { newObjectId } from "../lib/ids.ts";

export type StaffRole = "admin" | "editor";

/** argon2id with the OWASP-recommended minimums (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export function createStaffUsersService(db: Db) {
  /** Creates the account, or updates its password and role when the email exists (and re-enables it). */
  async function upsert(input: { email: string; password: string; role: StaffRole; name?: string }): Promise<{ id: string; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(sql`lower(${staffUsers.email})`, email)).limit(1);
    if (existing) {
      await db
        .update(staffUsers)
        .set({ passwordHash, role: input.role, disabledAt: null, updatedAt: new Date(), ...(input.name ? { name: input.name } : {}) })
        .where(eq(staffUsers.id, existing.id));
      return { id: existing.id, created: false };
    }
    const id = newObjectId();
    await db.insert(staffUsers).values({ id, email, passwordHash, role: input.role, name: input.name ?? null });
    return { id, created: true };
  }

  async function count(): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
    return row?.n ?? 0;
  }

  return { upsert, count };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
