import { PETITION_TEXTS, type PetitionStatsDto, type SignatureInput } from "@matv/shared/petition";
import { apiErrorOf } from "../../lib/apiError";

export async function fetchPetitionStats(petitionId: string): Promise<PetitionStatsDto> {
  const response = await fetch(`/api/petitions/${petitionId}/stats`, { headers: { accept: "application/json" } });
  if (!response.ok) throw await apiErrorOf(response, PETITION_TEXTS.somethingWrong);
  return ((await response.json()) as { data: PetitionStatsDto }).data;
}

export async function submitSignature(input: SignatureInput): Promise<void> {
  const response = await fetch("/api/signatures", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw await apiErrorOf(response, PETITION_TEXTS.somethingWrong);
}
