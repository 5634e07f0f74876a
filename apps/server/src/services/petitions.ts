import {
  type AdminPetitionDto,
  isPetitionOpen,
  PETITION_TEXTS,
  PETITION_TRANSLATION_TEXTS,
  type PetitionDto,
  type PetitionPromoDto,
  type PetitionStatsDto,
  type PublicSignatureDto,
  type SignatureInput,
  type StaffSignatureDto,
  type StaffSignaturePage,
} from "@matv/shared/petition";
import type { PetitionCreateInput, PetitionUpdateInput } from "@matv/shared/petitionSchema";
import { type EditionCode, PETITION_TRANSLATED_FIELDS } from "@matv/shared";
import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { petitions, signatures } from "../db/schema.ts";
import { type ContentCache, LIST_CACHE_TTL_MS, recordReadExpiry, recordReadTags } from "../infra/cache.ts";
import { cacheKey, tag } from "../infra/cacheTags.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Executor } from "./audit.ts";
import { type DocumentKind, type Documents, snapshotFields } from "./documents/model.ts";
import { tableRows } from "./documents/rows.ts";
import type { StaffActor } from "./stories.ts";
import { createTranslations, sourceVersionFor, stalePetition } from "./translations.ts";

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

/** What a closed petition's status is, whoever closed it: an editor, or the deadline passing (a draft translation is never open). */
function effectiveStatus(row: Pick<PetitionRow, "status" | "deadline">, now = new Date()): "open" | "closed" {
  return row.status !== "draft" && isPetitionOpen({ status: row.status, deadline: row.deadline }, now) ? "open" : "closed";
}

const isTranslationRow = (row: Pick<PetitionRow, "id" | "translationGroup">) => Boolean(row.translationGroup && row.translationGroup !== row.id);
/** A source or a petition without translations: what /petition, the promo and signing deal in (ADR 083). */
const notATranslation = sql`(${petitions.translationGroup} is null or ${petitions.translationGroup} = ${petitions.id})`;

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

type MemberRow = Pick<PetitionRow, "id" | "language" | "title" | "translationGroup">;

/** The other members of these groups (one query), for each row's `translations` on the desk. */
async function groupMembers(executor: Executor, groups: string[]): Promise<MemberRow[]> {
  if (!groups.length) return [];
  return executor
    .select({ id: petitions.id, language: petitions.language, title: petitions.title, translationGroup: petitions.translationGroup })
    .from(petitions)
    .where(inArray(petitions.translationGroup, groups))
    .orderBy(asc(petitions.language));
}

function toAdminDto(row: PetitionRow & { stale?: boolean }, currentSignatures: number, members: MemberRow[] = []): AdminPetitionDto {
  return {
    ...toDto(row, currentSignatures),
    isCurrent: row.isCurrent,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
    translationGroup: row.translationGroup,
    translations: row.translationGroup
      ? members
          .filter((m) => m.translationGroup === row.translationGroup && m.id !== row.id)
          .map((m) => ({ language: m.language, _id: m.id, title: m.title, url: "/petition" }))
      : [],
    published: row.status !== "draft",
    stale: Boolean(row.stale),
  };
}

/** The desk's view of one petition: its group and whether it is a stale translation. */
async function adminWire(executor: Executor, row: PetitionRow): Promise<AdminPetitionDto> {
  if (!row.translationGroup) return toAdminDto(row, await countFor(executor, row.id));
  const [found] = await executor.select({ stale: stalePetition }).from(petitions).where(eq(petitions.id, row.id));
  return toAdminDto({ ...row, stale: Boolean(found?.stale) }, await countFor(executor, row.id), await groupMembers(executor, [row.translationGroup]));
}

/** A petition (ADR 058, 067): the desk's document; making one current unsets the others in the same save. */
export const petitionKind: DocumentKind<PetitionRow, AdminPetitionDto> = {
  name: "petition",
  messages: { notFound: PETITION_TEXTS.notFound, stale: "version: this petition was changed by someone else; reload it before saving" },
  ...tableRows<PetitionRow, Partial<PetitionRow>>(petitions),
  wire: adminWire,
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
      .where(notATranslation)
      .orderBy(
        desc(petitions.isCurrent),
        sql`case when ${petitions.status} = 'open' and (${petitions.deadline} is null or ${petitions.deadline} > now()) then 0 else 1 end`,
        desc(petitions.createdAt),
      )
      .limit(1);
    return row;
  }

  /**
   * The current petition. In another edition (`language`), a published translation's words replace the source's
   * (ADR 083); its id, goal, deadline, status and count stay the source's, so signatures are one petition's.
   */
  async function getCurrent(language: EditionCode = "en"): Promise<PetitionDto | null> {
    // A page showing it (/petition) is kept until an editor changes a petition, and no later than its deadline;
    // signatures end nothing: its counts may be PAGE_CACHE_SECONDS old (after signing, the form asks the API).
    recordReadTags([tag.petitions]);
    const row = await currentRow();
    if (row?.deadline && row.deadline.getTime() > Date.now()) recordReadExpiry(row.deadline.getTime());
    if (!row) return null;
    const dto = toDto(row, await countFor(db, row.id));
    const translation = await publishedTranslation(row, language);
    if (!translation) return { ...dto, language: row.language };
    const { title, description, decisionMaker, story } = translation;
    return { ...dto, title, description, decisionMaker, story, language };
  }

  /** A petition's published translation into `language`; none for its own language or without one. */
  async function publishedTranslation(row: PetitionRow, language: EditionCode): Promise<PetitionRow | undefined> {
    if (language === row.language || !row.translationGroup) return undefined;
    const [translation] = await db
      .select()
      .from(petitions)
      .where(and(eq(petitions.translationGroup, row.translationGroup), eq(petitions.language, language), ne(petitions.status, "draft")))
      .limit(1);
    return translation;
  }

  /**
   * The home page's promo block in an edition: the current petition in a published translation's words where there
   * is one (as /petition shows it, ADR 083), with the language of its words. Cached per edition, forgotten when a
   * staff write touches petitions (tag.petitions).
   */
  function promo(language: EditionCode = "en"): Promise<PetitionPromoDto | null> {
    return cache.get(cacheKey.petitionPromo(language), LIST_CACHE_TTL_MS, async () => {
      const row = await currentRow();
      if (!row) return null;
      const words = (await publishedTranslation(row, language)) ?? row;
      return {
        _id: row.id,
        title: words.title,
        description: words.description,
        imageUrl: row.imageUrl,
        status: effectiveStatus(row),
        language: words.language,
      };
    });
  }

  /** Every petition for the desk, newest first, with its signature count, filtered by language and staleness (ADR 083). */
  async function listForStaff(filter: { language?: EditionCode; stale?: boolean } = {}): Promise<AdminPetitionDto[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.language) conditions.push(eq(petitions.language, filter.language));
    if (filter.stale !== undefined) conditions.push(filter.stale ? stalePetition : ne(stalePetition, true));
    const counts = db
      .select({ petitionId: signatures.petitionId, n: sql<number>`count(*)::int`.as("n") })
      .from(signatures)
      .groupBy(signatures.petitionId)
      .as("counts");
    const rows = await db
      .select({ petition: { ...getTableColumns(petitions), stale: stalePetition }, n: counts.n })
      .from(petitions)
      .leftJoin(counts, eq(counts.petitionId, petitions.id))
      .where(and(...conditions))
      .orderBy(desc(petitions.createdAt), desc(petitions.id));
    const members = await groupMembers(db, [...new Set(rows.flatMap((r) => (r.petition.translationGroup ? [r.petition.translationGroup] : [])))]);
    return rows.map((r) => toAdminDto(r.petition, r.n ?? 0, members));
  }

  async function getForStaff(id: string): Promise<AdminPetitionDto> {
    return adminWire(db, await requirePetition(id));
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
      async change({ tx }, before) {
        const row = before as PetitionRow;
        // A translation is its source's words in another edition: the source is what is current, signed and closed (ADR 083).
        if (isTranslationRow(row) && (values.isCurrent || values.status === "closed"))
          throw new BadRequestError(`id: ${PETITION_TRANSLATION_TEXTS.translationAction}`, "id");
        if (values.status === "open" && !isTranslationRow(row)) throw new BadRequestError(`id: ${PETITION_TRANSLATION_TEXTS.notATranslation}`, "id");
        if (values.isCurrent) await tx.update(petitions).set({ isCurrent: false }).where(eq(petitions.isCurrent, true));
        // A translation's save records the source version it now answers to: it is no longer stale (ADR 079).
        const sourceVersion = action === "update" ? await sourceVersionFor(tx, row, petitions) : null;
        return { ...values, ...(sourceVersion === null ? {} : { sourceVersion }) };
      },
    });
  }

  const update = (id: string, input: PetitionUpdateInput, staffId?: string) => updateRow(id, input.version, "update", staffId, storedFields(input));
  /** The petition GET /api/petitions, /petition and the home promo show from now on. */
  const makeCurrent = (id: string, version?: number, staffId?: string) => updateRow(id, version, "make-current", staffId, { isCurrent: true });
  /** Signing is refused from now on; the page says closed. */
  const close = (id: string, version?: number, staffId?: string) => updateRow(id, version, "close", staffId, { status: "closed" });
  /** A translation's words go on its edition's /petition (ADR 083). */
  const publish = (id: string, version?: number, staffId?: string) => updateRow(id, version, "publish", staffId, { status: "open" });

  const translations = createTranslations(db, {
    documents,
    kind: petitionKind,
    table: petitions,
    fields: PETITION_TRANSLATED_FIELDS,
    // Its words to translate; its goal, deadline and image are copies (readers see the source's); a draft until published.
    draft: (source: PetitionRow, language: EditionCode): Partial<PetitionRow> => ({
      language,
      title: source.title,
      description: source.description,
      decisionMaker: source.decisionMaker,
      imageUrl: source.imageUrl,
      story: source.story,
      goal: source.goal,
      deadline: source.deadline,
      status: "draft",
      isCurrent: false,
    }),
  });

  async function getById(id: string): Promise<PetitionDto | null> {
    const [row] = await db
      .select()
      .from(petitions)
      .where(and(eq(petitions.id, id), notATranslation))
      .limit(1);
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
          // A translation is signed through its source (one count, ADR 083): its own id is not a petition to sign.
          .where(and(eq(petitions.id, input.petitionId), notATranslation))
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
    publish,
    /** "Translate" (ADR 083): a draft petition in `language` with the source's words, for an editor to translate. */
    translate: (id: string, language: EditionCode, staff: StaffActor) => translations.translate(id, language, staff),
    sourceChanges: (id: string) => translations.sourceChanges(id),
    stats,
    sign,
    listPublic,
    searchForStaff,
    exportForStaff,
  };
}

export type PetitionsService = ReturnType<typeof createPetitionsService>;
