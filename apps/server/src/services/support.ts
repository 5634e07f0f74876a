import { randomBytes } from "node:crypto";
import path from "node:path";
import type { SupportAttachmentDto, SupportRequestDto, SupportStatus } from "@matv/shared/support";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { AuditService } from "./audit.ts";
import { supportAttachments, supportRequests } from "../db/schema.ts";
import { NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { ObjectStorage } from "../infra/storage/index.ts";

/** No 0/O, 1/I/L: easy to read out on the phone. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short human reference such as MATV-7K3Q9P. */
export function newReference(): string {
  const bytes = randomBytes(6);
  let out = "";
  for (const b of bytes) out += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return `MATV-${out}`;
}

/** Where attachments live with the local storage driver: never under the public media folder. */
export function supportFilesDir(dataDir: string): string {
  return path.join(dataDir, "private", "support");
}

/** Object key of an attachment: under the private prefix, read only through the staff route. */
export function attachmentKey(storedName: string): string {
  return `private/support/${storedName}`;
}

/** A checked request's fields: what the reader sent, before the server gives it a reference and status. */
export type NewSupportRequest = Pick<SupportRequestDto, "email" | "phone" | "country" | "state" | "city" | "context" | "issueDescription">;

export interface CheckedAttachment {
  originalName: string;
  mimeType: string;
  bytes: Uint8Array;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === "23505") return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

type RequestRow = typeof supportRequests.$inferSelect;
type AttachmentRow = typeof supportAttachments.$inferSelect;

function toAttachmentDto(a: AttachmentRow): SupportAttachmentDto {
  return { _id: a.id, originalName: a.originalName, mimeType: a.mimeType, bytes: a.bytes };
}

function toDto(r: RequestRow, attachments: AttachmentRow[]): SupportRequestDto {
  return {
    _id: r.id,
    reference: r.reference,
    email: r.email,
    phone: r.phone,
    country: r.country,
    state: r.state,
    city: r.city,
    context: r.context,
    issueDescription: r.issueDescription,
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    attachments: attachments.map(toAttachmentDto),
  };
}

export function createSupportService(db: Db, storage: ObjectStorage, audit: AuditService) {
  /**
   * Stores a request and its files whole or not at all: the objects are written first (under names
   * nothing refers to yet), then the rows go in one transaction. Any failure deletes the objects and
   * leaves no row behind; a crash in between leaves objects the orphan sweep removes a day later.
   */
  async function create(input: NewSupportRequest, files: CheckedAttachment[]): Promise<{ id: string; reference: string }> {
    const id = newObjectId();
    const staged = files.map((f) => {
      const attachmentId = newObjectId();
      return { ...f, attachmentId, storedName: attachmentId };
    });
    try {
      for (const f of staged) {
        await storage.put(attachmentKey(f.storedName), Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), {
          contentType: f.mimeType,
          cacheControl: "private, no-store",
          visibility: "private",
        });
      }
      let reference = "";
      for (let attempt = 0; ; attempt++) {
        reference = newReference();
        try {
          await db.transaction(async (tx) => {
            await tx.insert(supportRequests).values({ id, reference, ...input });
            if (staged.length) {
              await tx.insert(supportAttachments).values(
                staged.map((f) => ({
                  id: f.attachmentId,
                  requestId: id,
                  originalName: f.originalName,
                  storedName: f.storedName,
                  mimeType: f.mimeType,
                  bytes: f.bytes.byteLength,
                })),
              );
            }
          });
          break;
        } catch (error) {
          if (attempt < 3 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
      return { id, reference };
    } catch (error) {
      await Promise.allSettled(staged.map((f) => storage.delete(attachmentKey(f.storedName))));
      throw error;
    }
  }

  async function attachmentsOf(requestIds: string[]): Promise<Map<string, AttachmentRow[]>> {
    const map = new Map<string, AttachmentRow[]>();
    if (!requestIds.length) return map;
    const rows = await db
      .select()
      .from(supportAttachments)
      .where(inArray(supportAttachments.requestId, requestIds))
      .orderBy(supportAttachments.createdAt, supportAttachments.id);
    for (const row of rows) map.set(row.requestId, [...(map.get(row.requestId) ?? []), row]);
    return map;
  }

  /** The staff queue, newest first, optionally one status only. */
  async function list(filter: { status?: SupportStatus; page: number; limit: number }) {
    const where = filter.status ? eq(supportRequests.status, filter.status) : undefined;
    const [totalRow] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportRequests)
      .where(where);
    const rows = await db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const attachments = await attachmentsOf(rows.map((r) => r.id));
    const total = totalRow?.n ?? 0;
    return {
      requests: rows.map((r) => toDto(r, attachments.get(r.id) ?? [])),
      total,
      page: filter.page,
      limit: filter.limit,
      hasMore: filter.page * filter.limit < total,
    };
  }

  async function get(id: string): Promise<SupportRequestDto | null> {
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id)).limit(1);
    if (!row) return null;
    return toDto(row, (await attachmentsOf([id])).get(id) ?? []);
  }

  async function update(id: string, changes: { status?: SupportStatus; notes?: string }, staffId: string | null = null): Promise<SupportRequestDto> {
    const what = [changes.status ? `status ${changes.status}` : "", changes.notes !== undefined ? "notes" : ""].filter(Boolean).join(", ");
    const updated = await audit.audited(
      () => ({ staffId, action: "support-request.update", entityType: "support-request", entityId: id, summary: `update ${what}` }),
      (tx) =>
        tx
          .update(supportRequests)
          .set({
            ...(changes.status ? { status: changes.status } : {}),
            ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
            updatedAt: new Date(),
          })
          .where(eq(supportRequests.id, id))
          .returning({ id: supportRequests.id }),
    );
    if (!updated.length) throw new NotFoundError("Support request not found");
    return (await get(id))!;
  }

  /** One attachment of one request (both must match) with its stored object. */
  async function getAttachment(requestId: string, attachmentId: string) {
    const [row] = await db
      .select()
      .from(supportAttachments)
      .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.requestId, requestId)))
      .limit(1);
    if (!row) throw new NotFoundError("Attachment not found");
    const object = await storage.get(attachmentKey(row.storedName));
    if (!object) throw new NotFoundError("Attachment not found");
    return { ...toAttachmentDto(row), body: object.body };
  }

  return { create, list, get, update, getAttachment };
}

export type SupportService = ReturnType<typeof createSupportService>;
