import { deskBase } from "../../lib/api/endpoints";
import { BLOG_EDITABLE_FIELDS, type DocumentKind, DESK_MESSAGES, type DeskMessages, type StoryCreateInput } from "@matv/shared";

/** What the one desk shows for each document kind (ADR 060): its pages, its words and the fields it edits. */
export interface DeskKind {
  kind: DocumentKind;
  /** The staff pages: list at `path`, editor at `path/new` and `path/{id}`. */
  path: string;
  /** The API: /api/admin/stories or /api/admin/blogs. */
  apiBase: string;
  noun: string;
  nounPlural: string;
  title: string;
  titlePlural: string;
  messages: DeskMessages;
  /** Story-only parts of the form: subtitle, category, tags, flags, home-feed placements. */
  storyFields: boolean;
}

export const DESK_KINDS: Record<DocumentKind, DeskKind> = {
  story: {
    kind: "story",
    path: "/admin/stories",
    apiBase: deskBase("story"),
    noun: "story",
    nounPlural: "stories",
    title: "Story",
    titlePlural: "Stories",
    messages: DESK_MESSAGES.story,
    storyFields: true,
  },
  blog: {
    kind: "blog",
    path: "/admin/blogs",
    apiBase: deskBase("blog"),
    noun: "blog post",
    nounPlural: "blog posts",
    title: "Blog post",
    titlePlural: "Blog posts",
    messages: DESK_MESSAGES.blog,
    storyFields: false,
  },
};

/** The request body a kind accepts: a blog post sends only its own fields. */
export function inputForKind(kind: DocumentKind, input: StoryCreateInput): StoryCreateInput {
  if (kind === "story") return input;
  const allowed = new Set<string>(BLOG_EDITABLE_FIELDS);
  return Object.fromEntries(Object.entries(input).filter(([field]) => allowed.has(field))) as StoryCreateInput;
}
