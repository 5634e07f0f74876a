import { hash, verify } from "@node-rs/argon2";
import type { StaffListQuery, StaffRoleName, StaffUserWire } from "@matv/shared";
import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { AuditRecord, AuditService, Tx } from "./audit.ts";
import { staffUsers } from "../db/schema.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import { passwordProblem } from "../rules/passwordPolicy.ts";

/** A weak password is a 400 naming the field it came in. */
function assertStrongPassword(password: string, email: string | undefined, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new BadRequestError(`${field}: ${problem}`, field);
}

/** Moves the account's token version on: every token issued before stops working (ADR 041). */
const nextTokenVersion = sql`${staffUsers.tokenVersion} + 1`;

export type StaffRole = StaffRoleName;

/** argon2id with the OWASP-recommended minimums (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export const STAFF_MESSAGES = {
  exists: "A staff account with this email already exists.",
  notFound: "Staff account not found",
  self: "You cannot disable your own account.",
  lastAdmin: "This is the last active admin account; add another admin before disabling it.",
  wrongPassword: "currentPassword: is not your current password",
} as const;

type StaffRow = typeof staffUsers.$inferSelect;

const toWire = (row: StaffRow): StaffUserWire => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export function createStaffUsersService(db: Db, audit?: AuditService) {
  /** Staff writes through the API are audited in their transaction; the CLI and the seed (upsert) are not staff writes. */
  const audited = <T>(entry: (result: T) => AuditRecord, run: (tx: Tx) => Promise<T>) => (audit ? audit.audited(entry, run) : db.transaction(run));

  const byEmail = (email: string) => eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase());

  /** Creates the account, or updates its password and role when the email exists (and re-enables it). */
  async function upsert(input: { email: string; password: string; role: StaffRole; name?: string }): Promise<{ id: string; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(byEmail(email)).limit(1);
    if (existing) {
      await db
        .update(staffUsers)
        .set({
          passwordHash,
          role: input.role,
          disabledAt: null,
          tokenVersion: nextTokenVersion,
          updatedAt: new Date(),
          ...(input.name ? { name: input.name } : {}),
        })
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

  async function list(filter: StaffListQuery = {}): Promise<StaffUserWire[]> {
    const rows = await db
      .select()
      .from(staffUsers)
      .where(
        and(
          filter.status === "active" ? isNull(staffUsers.disabledAt) : filter.status === "disabled" ? isNotNull(staffUsers.disabledAt) : undefined,
          filter.role ? eq(staffUsers.role, filter.role) : undefined,
        ),
      )
      .orderBy(asc(staffUsers.email));
    return rows.map(toWire);
  }

  /** Adds an account; an email already in use is a 409 (the admin page never silently resets one). */
  async function create(input: { email: string; password: string; role: StaffRole; name?: string }, actorId: string | null = null): Promise<StaffUserWire> {
    const email = input.email.trim().toLowerCase();
    assertStrongPassword(input.password, email, "password");
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(byEmail(email)).limit(1);
    if (existing) throw new ConflictError(STAFF_MESSAGES.exists, "email");
    const passwordHash = await hashPassword(input.password);
    const id = newObjectId();
    try {
      const entry = { staffId: actorId, action: "staff.create", entityType: "staff", entityId: id, summary: `add ${input.role} ${email}` };
      const [row] = await audited(
        () => entry,
        (tx) =>
          tx
            .insert(staffUsers)
            .values({ id, email, passwordHash, role: input.role, name: input.name || null })
            .returning(),
      );
      return toWire(row as StaffRow);
    } catch (error) {
      // Two admins adding the same email at once: the unique index decides.
      if (String((error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505") {
        throw new ConflictError(STAFF_MESSAGES.exists, "email");
      }
      throw error;
    }
  }

  /** Disables or re-enables an account; an admin cannot lock themselves or the last admin out. */
  async function setDisabled(id: string, disabled: boolean, actorId: string): Promise<StaffUserWire> {
    const entry = (wire: StaffUserWire) => ({
      staffId: actorId,
      action: disabled ? "staff.disable" : "staff.enable",
      entityType: "staff",
      entityId: id,
      summary: `${disabled ? "disable" : "enable"} ${wire.email}`,
    });
    return audited(entry, async (tx) => {
      const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for("update");
      if (!row) throw new NotFoundError(STAFF_MESSAGES.notFound);
      if (disabled && id === actorId) throw new BadRequestError(STAFF_MESSAGES.self, "disabled");
      if (disabled && row.role === "admin") {
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(staffUsers)
          .where(and(eq(staffUsers.role, "admin"), isNull(staffUsers.disabledAt), ne(staffUsers.id, id)));
        if ((others?.n ?? 0) === 0) throw new BadRequestError(STAFF_MESSAGES.lastAdmin, "disabled");
      }
      const [updated] = await tx
        .update(staffUsers)
        // Disabling and re-enabling both revoke tokens: re-enabling never revives a session from before.
        .set({
          disabledAt: disabled ? (row.disabledAt ?? new Date()) : null,
          ...(disabled !== (row.disabledAt !== null) ? { tokenVersion: nextTokenVersion } : {}),
          updatedAt: new Date(),
        })
        .where(eq(staffUsers.id, id))
        .returning();
      return toWire(updated as StaffRow);
    });
  }

  /** Any staff member changes their own password after proving the current one. */
  async function changePassword(id: string, currentPassword: string, newPassword: string): Promise<void> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
    if (!row) throw new NotFoundError(STAFF_MESSAGES.notFound);
    const ok = await verify(row.passwordHash, currentPassword).catch(() => false);
    if (!ok) throw new BadRequestError(STAFF_MESSAGES.wrongPassword, "currentPassword");
    assertStrongPassword(newPassword, row.email, "newPassword");
    const passwordHash = await hashPassword(newPassword);
    await audited(
      () => ({ staffId: id, action: "staff.password", entityType: "staff", entityId: id, summary: "changed their password (older sessions revoked)" }),
      (tx) => tx.update(staffUsers).set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: new Date() }).where(eq(staffUsers.id, id)),
    );
  }

  return { upsert, count, list, create, setDisabled, changePassword };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
