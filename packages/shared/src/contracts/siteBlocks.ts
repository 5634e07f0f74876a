import { z } from "zod";
import { EDITION_CODES } from "../editions.ts";
import { translationRefSchema } from "./content.ts";

/**
 * The editor-written blocks readers get (ADR 080): the breaking banner, the deep-dive cards, and the
 * homepage and MATV documents. The types in breaking.ts and deepDive.ts are inferred from these.
 */

/** The banner as readers get it (`GET /api/breaking`) and staff edit it. */
export const breakingWireSchema = z.object({
  /** New whenever the headline or its link changes: a reader's dismissal is keyed by it. */
  id: z.string(),
  headline: z.string(),
  /** A path on this site: a story or a live blog. */
  link: z.string(),
  /** ISO instant after which the banner is gone. */
  expiresAt: z.string(),
  /** The headline's language, an edition code: pages of another edition mark it with its `lang` (ADR 076). */
  language: z.enum(EDITION_CODES),
});

/** `GET /api/admin/breaking`: the banner (null when cleared; kept when expired, with `live: false`) and its version (409s). */
export const breakingAdminWireSchema = z.object({
  breaking: breakingWireSchema.nullable(),
  live: z.boolean(),
  version: z.number(),
  updatedAt: z.string().nullable(),
});

export const deepDiveSectionWireSchema = z.object({
  subheading: z.string(),
  paragraph: z.string(),
  image: z.string().optional(),
  video: z.string().optional(),
});

export const deepDiveCardWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  img: z.string().nullable(),
  /** The card's summary (HTML allowed, sanitised). */
  content: z.string(),
  heading: z.string().nullable(),
  image: z.string().nullable(),
  sections: z.array(deepDiveSectionWireSchema),
  version: z.number(),
  updatedAt: z.string(),
  /** Its edition's language (ADR 077): a Hindi card's page is /hi/deep-dive/{id} (ADR 083). */
  language: z.enum(EDITION_CODES).optional(),
  /** Its published translations, each with its address (the page's hreflang pair and language switch). */
  translations: z.array(translationRefSchema).optional(),
});

/** The deep-dive desk's card (`GET /api/admin/deep-dives`, ADR 083): every status, its group and staleness. */
export const adminDeepDiveCardWireSchema = deepDiveCardWireSchema.extend({
  language: z.enum(EDITION_CODES),
  translations: z.array(translationRefSchema),
  /** A translation starts as a draft, off the site, until an editor publishes it. */
  status: z.enum(["draft", "published"]),
  /** The translation group (the source's id, on the source too); null without translations (ADR 077, 079). */
  translationGroup: z.string().nullable(),
  /** A translation whose source's words changed since it was last saved (ADR 079); false on a source. */
  stale: z.boolean(),
});

/** Public reads of a document add when it was last saved and its version (0 before the first save). */
const saved = { updatedAt: z.string().nullable(), version: z.number().optional() };

/** `GET /api/homepage` (siteDocuments.ts's HomepageDocument). */
export const homepageDocumentSchema = z.object({ headline: z.string(), mainImage: z.string(), trendingTopics: z.array(z.string()), ...saved });

const imageText = z.object({ image: z.string(), text: z.string() });

/** `GET /api/matv` (siteDocuments.ts's MatvDocument). */
export const matvDocumentSchema = z.object({
  mainStory: z.object({ title: z.string(), image: z.string() }),
  liveUpdates: z.array(z.object({ time: z.string(), text: z.string() })),
  centerCard: z.object({ title: z.string(), image: z.string() }),
  centerList: z.array(z.string()),
  economicImpact: z.array(imageText),
  mustRead: z.array(imageText),
  opinion: z.array(imageText.extend({ author: z.string() })),
  ...saved,
});
