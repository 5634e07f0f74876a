import { PETITION_TEXTS, type PetitionStatsDto, type SignatureInput } from "@matv/shared/petition";

/** The message from a failed answer's body, else the spec's 'Something went wrong' (spec 001 §8). */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : PETITION_TEXTS.somethingWrong;
}

export async function fetchPetitionStats(petitionId: string): Promise<PetitionStatsDto> {
  const response = await fetch(`/api/petitions/${petitionId}/stats`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(await failureMessage(response));
  return ((await response.json()) as { data: PetitionStatsDto }).data;
}

export async function submitSignature(input: SignatureInput): Promise<void> {
  const response = await fetch("/api/signatures", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(await failureMessage(response));
}
