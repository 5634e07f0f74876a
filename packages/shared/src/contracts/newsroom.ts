import { z } from "zod";
import { ANALYTICS_SOURCES, PAGE_TEMPLATES, VITAL_METRICS } from "../readerAnalytics.ts";
import { EDITION_CODES } from "../editions.ts";
import { authorWireSchema, translationRefSchema } from "./content.ts";

/**
 * The newsroom's answers (ADR 080): analytics (ADR 075), alerts (ADR 074), petitions and the authors desk. analyticsReports.ts, push.ts, petition.ts, authorsDesk.ts infer their types from these.
 */

const source = z.enum(ANALYTICS_SOURCES);
const atViews = z.object({ at: z.string(), views: z.number() });
const platformCount = z.object({ platform: z.string(), count: z.number() });

export const storyCountSchema = z.object({
  _id: z.string(),
  title: z.string(),
  readers: z.number().optional(),
  views: z.number().optional(),
  /** The source that brought most of these readers. */
  source: source.optional(),
});

export const analyticsRealtimeSchema = z.object({
  /** Distinct readers in the last 5 minutes. */
  readers: z.number(),
  topStories: z.array(storyCountSchema.extend({ readers: z.number(), source })),
  /** Live-stream viewers now (heartbeats in the last full minute). */
  liveViewers: z.number(),
  /** Readers per minute over the last 30 minutes, oldest first. */
  perMinute: z.array(atViews),
});

export const sourceCountSchema = z.object({ source, views: z.number() });

export const analyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  views: z.number(),
  visitors: z.number(),
  topStories: z.array(storyCountSchema.extend({ views: z.number() })),
  sections: z.array(z.object({ section: z.string(), views: z.number() })),
  authors: z.array(z.object({ author: z.string(), views: z.number() })),
  sources: z.array(sourceCountSchema),
  /** Other sites by domain. */
  domains: z.array(z.object({ domain: z.string(), views: z.number() })),
  shares: z.array(platformCount),
  videoPlays: z.number(),
  live: z.object({ peak: z.number(), average: z.number() }),
  newsletterClicks: z.number(),
  pushClicks: z.number(),
  /** Views per day (or per hour for a one-day range), oldest first. */
  series: z.array(atViews),
});

export const analyticsStorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  views: z.number(),
  visitors: z.number(),
  sources: z.array(sourceCountSchema),
  shares: z.number(),
  sharesByPlatform: z.array(platformCount),
  /** Views per hour since publication (at most the last 14 days), oldest first. */
  byHour: z.array(atViews),
  /** A live blog's readers per minute over its last 24 hours (empty for a story). */
  readersByMinute: z.array(z.object({ at: z.string(), readers: z.number() })),
});

const rated = { good: z.number(), ni: z.number(), poor: z.number(), samples: z.number() };

export const templateVitalsSchema = z.object({
  p75: z.record(z.enum(VITAL_METRICS), z.number().nullable()),
  /** Share (0-1) of samples rated good, needs improvement and poor, over all three metrics. */
  ...rated,
  /** The same, metric by metric. */
  metrics: z.record(z.enum(VITAL_METRICS), z.object(rated)),
});

/** Over the last VITALS_DAYS days, keyed by template (every template present; p75 null without samples). */
export const analyticsVitalsSchema = z.record(z.enum(PAGE_TEMPLATES), templateVitalsSchema);

/** `GET /api/admin/push/{id}` (and each row of the list). */
export const pushAlertWireSchema = z.object({
  _id: z.string(),
  status: z.enum(["queued", "sending", "sent", "failed"]),
  sent: z.number(),
  failed: z.number(),
  pruned: z.number(),
  opened: z.number(),
  /** Subscriptions the alert was addressed to when it started. */
  targets: z.number(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  topic: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** One row of `GET /api/admin/push` (the newsroom's alerts page): the alert and who sent it (null for show reminders). */
export const pushAlertListItemWireSchema = pushAlertWireSchema.extend({
  /** The sender's name (or email); null when the scheduler sent it or the account is gone. */
  sentBy: z.string().nullable(),
});

const petitionStatus = z.enum(["open", "closed"]);

/** Wire shapes. Public answers never carry an email address. */
export const petitionDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  decisionMaker: z.string().nullable(),
  imageUrl: z.string().nullable(),
  story: z.object({ paragraphs: z.array(z.string()), currentSituation: z.array(z.string()) }),
  goal: z.number(),
  deadline: z.string().nullable(),
  status: petitionStatus,
  currentSignatures: z.number(),
  createdAt: z.string(),
  /** The language of its words (ADR 083): /hi/petition shows a published Hindi translation's, else the English with this "en". */
  language: z.enum(EDITION_CODES).optional(),
});

export const recentSignatureDtoSchema = z.object({ name: z.string(), location: z.string(), time: z.string() });

export const petitionStatsDtoSchema = z.object({
  totalSignatures: z.number(),
  totalLocations: z.number(),
  recentSignatures: z.array(recentSignatureDtoSchema),
});

/** A signature as staff see it (GET /api/signatures and its CSV export). */
export const staffSignatureDtoSchema = z.object({
  _id: z.string(),
  petitionId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  location: z.string(),
  displayName: z.boolean(),
  createdAt: z.string(),
});

/** One page of the staff signature search. */
export const staffSignaturePageSchema = z.object({
  signatures: z.array(staffSignatureDtoSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  hasMore: z.boolean(),
});

/** A signer who did not tick "Display my name and location" shows none of name, location and time. */
export const publicSignatureDtoSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** A petition as staff see it on /admin/petitions: the public shape plus what the desk needs. */
export const adminPetitionDtoSchema = petitionDtoSchema.extend({
  isCurrent: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  language: z.enum(EDITION_CODES),
  /** The translation group (the source's id, on the source too); null without translations (ADR 077, 079). */
  translationGroup: z.string().nullable(),
  /** Its group's other members, published or not (the desk links them). */
  translations: z.array(translationRefSchema),
  /** False for a translation still a draft (off the site until an editor publishes it, ADR 083). */
  published: z.boolean(),
  /** A translation whose source's words changed since it was last saved (ADR 079); false on a source. */
  stale: z.boolean(),
});

/** One author as the desk sees it: the public shape (title, bio, category, avatar as stored: blank, not the public default) plus what only staff may read. */
export const adminAuthorWireSchema = authorWireSchema.extend({
  email: z.string().nullable(),
  active: z.boolean(),
  version: z.number(),
  /** The author's earlier names: /author/{former name} answers 301 to the current name. */
  formerNames: z.array(z.string()),
  updatedAt: z.string(),
});
