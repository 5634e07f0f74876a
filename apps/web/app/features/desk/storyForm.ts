import {
  buildEditorSlug,
  CATEGORY_SECTIONS,
  HOME_FEEDS,
  STORY_EDITABLE_FIELDS,
  type StaffRoleName,
  storyActionRefusal,
  type StoryCreateInput,
  type StoryEditableField,
  type StoryPlacementWire,
  type StoryStatus,
  type StoryWire,
} from "@matv/shared";
import type { DeskKind } from "./deskKinds";

/** The story editor's form: every editable field as the inputs hold it. */
export interface StoryForm {
  title: string;
  subtitle: string;
  summary: string;
  content: string;
  authorId: string;
  category: string;
  /** Comma-separated as typed. */
  tags: string;
  imageUrl: string;
  imageAlt: string;
  imageCaption: string;
  imageCredit: string;
  slug: string;
  isLive: boolean;
  isBreaking: boolean;
  featured: boolean;
  isTrending: boolean;
  isEyewitness: boolean;
  isVideo: boolean;
  videoDuration: string;
  /** By page name; only checked pages are present. Position "" = not ordered by hand. */
  placements: Record<string, { position: string; pinned: boolean }>;
}

export const EMPTY_STORY_FORM: StoryForm = {
  title: "",
  subtitle: "",
  summary: "",
  content: "",
  authorId: "",
  category: "",
  tags: "",
  imageUrl: "",
  imageAlt: "",
  imageCaption: "",
  imageCredit: "",
  slug: "",
  isLive: false,
  isBreaking: false,
  featured: false,
  isTrending: false,
  isEyewitness: false,
  isVideo: false,
  videoDuration: "",
  placements: {},
};

/** Home feeds offer order and pinning; "LatestNews" is both a feed (More to Explore) and a section, listed once as a feed. */
export const PLACEMENT_FEEDS = HOME_FEEDS;
export const PLACEMENT_SECTIONS = CATEGORY_SECTIONS.filter((s) => !HOME_FEEDS.some((f) => f.pageName === s.pageName));

export function formFromStory(story: StoryWire): StoryForm {
  return {
    title: story.title,
    subtitle: story.subtitle ?? "",
    summary: story.summary ?? "",
    content: story.content,
    authorId: story.authorId ?? "",
    category: story.category ?? "",
    tags: story.tags.join(", "),
    imageUrl: story.imageUrl ?? "",
    imageAlt: story.imageAlt ?? "",
    imageCaption: story.imageCaption ?? "",
    imageCredit: story.imageCredit ?? "",
    slug: story.slug,
    isLive: story.isLive,
    isBreaking: story.isBreaking,
    featured: story.featured,
    isTrending: story.isTrending,
    isEyewitness: story.isEyewitness,
    isVideo: story.isVideo,
    videoDuration: story.videoDuration ?? "",
    placements: Object.fromEntries(story.placements.map((p) => [p.page, { position: p.position === null ? "" : String(p.position), pinned: p.pinned }])),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The request body for POST (and, with version, PUT): blank texts become null, the slug is generated when blank. */
export function storyInput(form: StoryForm): StoryCreateInput {
  return {
    title: form.title.trim(),
    subtitle: orNull(form.subtitle),
    summary: orNull(form.summary),
    content: form.content,
    authorId: orNull(form.authorId),
    category: orNull(form.category),
    tags: [
      ...new Set(
        form.tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ],
    imageUrl: orNull(form.imageUrl),
    imageAlt: form.imageUrl ? orNull(form.imageAlt) : null,
    imageCaption: orNull(form.imageCaption),
    imageCredit: orNull(form.imageCredit),
    slug: orNull(form.slug) ?? (buildEditorSlug(form.title) || null),
    isLive: form.isLive,
    isBreaking: form.isBreaking,
    featured: form.featured,
    isTrending: form.isTrending,
    isEyewitness: form.isEyewitness,
    isVideo: form.isVideo,
    videoDuration: form.isVideo ? orNull(form.videoDuration) : null,
    placements: Object.entries(form.placements).map(([page, p]) => ({
      page,
      position: p.position.trim() === "" ? null : Number(p.position),
      pinned: p.pinned,
    })),
  };
}

function comparable(story: StoryWire, field: StoryEditableField): unknown {
  if (field === "placements") return story.placements.map((p: StoryPlacementWire) => [p.page, p.position, p.pinned]);
  return story[field as keyof StoryWire] ?? null;
}

/** The editable fields that differ between two versions of a story (what someone else changed). */
export function changedFields(before: StoryWire, after: StoryWire): StoryEditableField[] {
  return STORY_EDITABLE_FIELDS.filter((field) => JSON.stringify(comparable(before, field)) !== JSON.stringify(comparable(after, field)));
}

/** Field names as the editor labels them. */
export const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  subtitle: "Subtitle",
  summary: "Summary",
  content: "Body",
  authorId: "Author",
  author: "Author",
  category: "Category",
  tags: "Tags",
  imageUrl: "Hero image",
  imageAlt: "Image alt text",
  imageCaption: "Image caption",
  imageCredit: "Image credit",
  slug: "Slug",
  isLive: "LIVE",
  isBreaking: "Breaking",
  featured: "Featured",
  isTrending: "Trending",
  isEyewitness: "Eyewitness",
  isVideo: "Video",
  videoDuration: "Video duration",
  placements: "Placements",
  pages: "Placements",
  status: "Status",
  publishAt: "Publish time",
  publishedAt: "Published time",
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/**
 * Why the signed-in staff member may not edit this story (the server's rule, storyActionRefusal), in words
 * that say whose it is when it is someone else's; null when they may.
 */
export function editRefusal(
  me: { id?: string; role?: StaffRoleName } | null,
  story: StoryWire | null,
  desk: Pick<DeskKind, "noun" | "messages">,
): string | null {
  const facts = story && { status: story.status, createdBy: story.createdBy?.id ?? null };
  const refusal = storyActionRefusal({ id: me?.id ?? "", role: me?.role ?? "writer" }, "edit", facts, desk.messages);
  if (!story || refusal !== desk.messages.writerOthers) return refusal;
  const owner = story.createdBy?.name ?? "another staff member";
  const whose = story.status === "draft" || story.status === "unpublished" ? `This ${desk.noun} is ${owner}'s draft.` : `${owner} wrote this ${desk.noun}.`;
  return `${whose} ${refusal}`;
}

export const STATUS_LABELS: Record<StoryStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" };

/** `datetime-local` value (the reader's local time) for an ISO instant, and back. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formatWhen(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" }) : "";
}
