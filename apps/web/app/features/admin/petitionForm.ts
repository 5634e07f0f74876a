import type { AdminPetitionDto } from "@matv/shared/petition";

/** The petition form as the desk edits it: story paragraphs separated by blank lines, one bullet a line. */
export interface PetitionDraft {
  title: string;
  description: string;
  decisionMaker: string;
  imageUrl: string;
  paragraphs: string;
  currentSituation: string;
  goal: string;
  /** `datetime-local` value (the editor's local time); empty for no deadline. */
  deadline: string;
}

export const EMPTY_PETITION: PetitionDraft = {
  title: "",
  description: "",
  decisionMaker: "",
  imageUrl: "",
  paragraphs: "",
  currentSituation: "",
  goal: "1000",
  deadline: "",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function petitionToDraft(p: AdminPetitionDto): PetitionDraft {
  return {
    title: p.title,
    description: p.description,
    decisionMaker: p.decisionMaker ?? "",
    imageUrl: p.imageUrl ?? "",
    paragraphs: p.story.paragraphs.join("\n\n"),
    currentSituation: p.story.currentSituation.join("\n"),
    goal: String(p.goal),
    deadline: toLocalInput(p.deadline),
  };
}

/** The API body (POST, or PUT with the loaded version). */
export function draftToBody(d: PetitionDraft, version?: number) {
  return {
    title: d.title,
    description: d.description,
    decisionMaker: d.decisionMaker,
    imageUrl: d.imageUrl,
    story: {
      paragraphs: d.paragraphs
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      currentSituation: d.currentSituation
        .split("\n")
        .map((l) => l.replace(/^\s*[-*•]\s*/, "").trim())
        .filter(Boolean),
    },
    goal: Number(d.goal),
    deadline: d.deadline ? new Date(d.deadline).toISOString() : null,
    ...(version !== undefined ? { version } : {}),
  };
}
