import {
  type AdminPetitionDto,
  isPetitionOpen,
  PETITION_TEXTS,
  type PetitionDto,
  type PetitionPromoDto,
  type PetitionStatsDto,
  type PublicSignatureDto,
  type SignatureInput,
  type StaffSignatureDto,
  type StaffSignaturePage,
} from "@matv/shared/petition";
import type { PetitionCreateInput, PetitionUpdateInput } from "@matv/shared/petitionSchema";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { petitions, signatures } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadExpiry, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { ConflictError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Executor } from "./audit.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";

type PetitionRow = typeof petitions.$inferSelect;
type SignatureRow = typeof signatures.$inferSelect;

/** Postgres' unique_violation, whether the driver error is wrapped (Drizzle) or not. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === "23505") return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

const RECENT_LIMIT = 10;

function toStaffSignature(row: SignatureRow): StaffSignatureDto {
  return {
    _id: row.id,
    petitionId: row.petitionId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    location: row.location,
    displayName: row.displayName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a closed petition's status is, whoever closed it: an editor, or the deadline passing. */
function effectiveStatus(row: Pick<PetitionRow, "status" | "deadline">, now = new Date()): "open" | "closed" {
  return isPetitionOpen({ status: row.status, deadline: row.deadline }, now) ? "open" : "closed";
}

function storedFields(input: PetitionCreateInput) {
  return {
    title: input.title,
    description: input.description,
    decisionMaker: input.decisionMaker || null,
    imageUrl: input.imageUrl || null,
    story: { paragraphs: input.story.paragraphs, currentSituation: input.story.currentSituation },
    goal: input.goal,
    deadline: input.deadline ? new Date(input.deadline) : null,
  };
}

async function countFor(executor: Executor, petitionId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(signatures)
    .where(eq(signatures.petitionId, petitionId));
  return row?.n ?? 0;
}

function toDto(row: PetitionRow, currentSignatures: number): PetitionDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    decisionMaker: row.decisionMaker,
    imageUrl: row.imageUrl,
    story: row.story,
    goal: row.goal,
    deadline: row.deadline ? row.deadline.toISOString() : null,
    status: effectiveStatus(row),
    currentSignatures,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminDto(row: PetitionRow, currentSignatures: number): AdminPetitionDto {
  return { ...toDto(row, currentSignatures), isCurrent: row.isCurrent, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** A petition (ADR 058, 067): the desk's document; making one current unsets the others in the same save. */
export const petitionKind: DocumentKind<PetitionRow, AdminPetitionDto> = {
  name: "petition",
  messages: { notFound: PETITION_TEXTS.notFound, stale: "version: this petition was changed by someone else; reload it before saving" },
  ...tableRows<PetitionRow, Partial<PetitionRow>>(petitions),
  wire: async (executor, row) => toAdminDto(row, await countFor(executor, row.id)),
  snapshot: snapshotFields<PetitionRow>("title", "description", "decisionMaker", "imageUrl", "story", "goal", "deadline", "status", "isCurrent"),
  title: (row) => row.title,
  tags: () => [tag.petitions],
};

export function createPetitionsService(db: Db, cache: ContentCache, documents: Documents) {
  /** The row GET /api/petitions answers: the one an editor made current, else the newest open one, else the newest. */
  async function currentRow(): Promise<PetitionRow | undefined> {
    const [row] = await db
      .select()
      .from(petitions)
      .orderBy(
        desc(petitions.isCurrent),
        sql`case when ${petitions.status} = 'open' and (${petitions.deadline} is null or ${petitions.deadline} > now()) then 0 else 1 end`,
        desc(petitions.createdAt),
      )
      .limit(1);
    return row;
  }

  async function getCurrent(): Promise<PetitionDto | null> {
    // A page showing it (/petition) is kept until an editor changes a petition, and no later than its deadline;
    // signatures end nothing: its counts may be PAGE_CACHE_SECONDS old (after signing, the form asks the API).
    recordReadTags([tag.petitions]);
    const row = await currentRow();
    if (row?.deadline && row.deadline.getTime() > Date.now()) recordReadExpiry(row.deadline.getTime());
    return row ? toDto(row, await countFor(db, row.id)) : null;
  }

  /** The home page's promo block: cached, forgotten when a staff write touches petitions (tag.petitions). */
  function promo(): Promise<PetitionPromoDto | null> {
    return cache.get(cacheKey.petitionPromo(), LIST_CACHE_TTL_MS, async () => {
      const row = await currentRow();
      return row ? { _id: row.id, title: row.title, description: row.description, imageUrl: row.imageUrl, status: effectiveStatus(row) } : null;
    });
  }

  /** Every petition for the desk, newest first, with its signature count. */
  async function listForStaff(): Promise<AdminPetitionDto[]> {
    const counts = db
      .select({ petitionId: signatures.petitionId, n: sql<number>`count(*)::int`.as("n") })
      .from(signatures)
      .groupBy(signatures.petitionId)
      .as("counts");
    const rows = await db
      .select({ petition: petitions, n: counts.n })
      .from(petitions)
      .leftJoin(counts, eq(counts.petitionId, petitions.id))
      .orderBy(desc(petitions.createdAt), desc(petitions.id));
    return rows.map((r) => toAdminDto(r.petition, r.n ?? 0));
  }

  async function getForStaff(id: string): Promise<AdminPetitionDto> {
    const row = await requirePetition(id);
    return toAdminDto(row, await countFor(db, id));
  }

  const actor = (staffId?: string) => (staffId ? { id: staffId } : null);

  function create(input: PetitionCreateInput, staffId?: string): Promise<AdminPetitionDto> {
    return documents.save(petitionKind, { create: true, actor: actor(staffId), action: "create", change: () => storedFields(input) });
  }

  /** Applies `change` to the petition; a stale `version` (someone saved since the editor loaded) is a 409. */
  function updateRow(
    id: string,
    version: number | undefined,
    action: string,
    staffId: string | undefined,
    values: Partial<PetitionRow>,
  ): Promise<AdminPetitionDto> {
    return documents.save(petitionKind, {
      id,
      version,
      actor: actor(staffId),
      action,
      async change({ tx }) {
        if (values.isCurrent) await tx.update(petitions).set({ isCurrent: false }).where(eq(petitions.isCurrent, true));
        return values;
      },
    });
  }

  const update = (id: string, input: PetitionUpdateInput, staffId?: string) => updateRow(id, input.version, "update", staffId, storedFields(input));
  /** The petition GET /api/petitions, /petition and the home promo show from now on. */
  const makeCurrent = (id: string, version?: number, staffId?: string) => updateRow(id, version, "make-current", staffId, { isCurrent: true });
  /** Signing is refused from now on; the page says closed. */
  const close = (id: string, version?: number, staffId?: string) => updateRow(id, version, "close", staffId, { status: "closed" });

  async function getById(id: string): Promise<PetitionDto | null> {
    const [row] = await db.select().from(petitions).where(eq(petitions.id, id)).limit(1);
    return row ? toDto(row, await countFor(db, row.id)) : null;
  }

  async function requirePetition(id: string): Promise<PetitionRow> {
    const [row] = await db.select().from(petitions).where(eq(petitions.id, id)).limit(1);
    if (!row) throw new NotFoundError(PETITION_TEXTS.notFound);
    return row;
  }

  /** Totals and the latest signers who agreed to show their name (never an email). */
  async function stats(petitionId: string): Promise<PetitionStatsDto> {
    await requirePetition(petitionId);
    const [totals] = await db
      .select({
        totalSignatures: sql<number>`count(*)::int`,
        totalLocations: sql<number>`count(distinct lower(trim(${signatures.location})))::int`,
      })
      .from(signatures)
      .where(eq(signatures.petitionId, petitionId));
    const recent = await db
      .select({ firstName: signatures.firstName, lastName: signatures.lastName, location: signatures.location, createdAt: signatures.createdAt })
      .from(signatures)
      .where(and(eq(signatures.petitionId, petitionId), eq(signatures.displayName, true)))
      .orderBy(desc(signatures.createdAt), desc(signatures.id))
      .limit(RECENT_LIMIT);
    return {
      totalSignatures: totals?.totalSignatures ?? 0,
      totalLocations: totals?.totalLocations ?? 0,
      recentSignatures: recent.map((r) => ({ name: `${r.firstName} ${r.lastName}`, location: r.location, time: r.createdAt.toISOString() })),
    };
  }

  /**
   * One signature per email per petition, whatever the letter case: the unique index on
   * (petition_id, lower(email)) decides, so simultaneous signers are counted exactly once each.
   */
  async function sign(input: SignatureInput): Promise<{ id: string; totalSignatures: number }> {
    try {
      return await db.transaction(async (tx) => {
        const [petition] = await tx
          .select({ id: petitions.id, status: petitions.status, deadline: petitions.deadline })
          .from(petitions)
          .where(eq(petitions.id, input.petitionId))
          .limit(1);
        if (!petition) throw new NotFoundError(PETITION_TEXTS.notFound);
        // Closed by an editor or past its deadline: the same refusal, in words a reader understands.
        if (effectiveStatus(petition) === "closed") throw new ConflictError(PETITION_TEXTS.closed, "petitionId");
        const id = newObjectId();
        await tx.insert(signatures).values({
          id,
          petitionId: input.petitionId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email.trim(),
          location: input.location,
          displayName: input.displayName,
        });
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(signatures)
          .where(eq(signatures.petitionId, input.petitionId));
        return { id, totalSignatures: row?.n ?? 0 };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(PETITION_TEXTS.duplicate, "email");
      throw error;
    }
  }

  /** Public list: names only for signers who agreed, never emails. */
  async function listPublic(
    petitionId: string,
    page: number,
    limit: number,
  ): Promise<{ signatures: PublicSignatureDto[]; total: number; page: number; limit: number; hasMore: boolean }> {
    await requirePetition(petitionId);
    const total = await countFor(db, petitionId);
    const rows = await db
      .select()
      .from(signatures)
      .where(eq(signatures.petitionId, petitionId))
      .orderBy(desc(signatures.createdAt), desc(signatures.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      signatures: rows.map((r) => ({
        _id: r.id,
        // Consent: without it nothing that could single the signer out is public (ADR 069).
        name: r.displayName ? `${r.firstName} ${r.lastName}` : null,
        location: r.displayName ? r.location : null,
        createdAt: r.displayName ? r.createdAt.toISOString() : null,
      })),
      total,
      page,
      limit,
      hasMore: page * limit < total,
    };
  }

  function staffFilter(filter: { petitionId?: string; q?: string }) {
    const conditions = [];
    if (filter.petitionId) conditions.push(eq(signatures.petitionId, filter.petitionId));
    const q = filter.q?.trim();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(signatures.firstName, pattern),
          ilike(signatures.lastName, pattern),
          ilike(signatures.email, pattern),
          ilike(signatures.location, pattern),
          ilike(sql`${signatures.firstName} || ' ' || ${signatures.lastName}`, pattern),
        ),
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  /** Staff search over names, email and location, newest first. */
  async function searchForStaff(filter: { petitionId?: string; q?: string; page: number; limit: number }): Promise<StaffSignaturePage> {
    const where = staffFilter(filter);
    const [totalRow] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(signatures)
      .where(where);
    const rows = await db
      .select()
      .from(signatures)
      .where(where)
      .orderBy(desc(signatures.createdAt), desc(signatures.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const total = totalRow?.n ?? 0;
    return { signatures: rows.map(toStaffSignature), total, page: filter.page, limit: filter.limit, hasMore: filter.page * filter.limit < total };
  }

  /** Every matching signature, oldest first, for the CSV export. */
  async function exportForStaff(filter: { petitionId?: string; q?: string }): Promise<StaffSignatureDto[]> {
    const rows = await db.select().from(signatures).where(staffFilter(filter)).orderBy(asc(signatures.createdAt), asc(signatures.id));
    return rows.map(toStaffSignature);
  }

  return {
    getCurrent,
    getById,
    promo,
    listForStaff,
    getForStaff,
    create,
    update,
    makeCurrent,
    close,
    stats,
    sign,
    listPublic,
    searchForStaff,
    exportForStaff,
  };
}

export type PetitionsService = ReturnType<typeof createPetitionsService>;
