import { PETITION_TEXTS, type PetitionStatsDto, type SignatureInput } from "@matv/shared/petition";
import { apiErrorOf } from "../../lib/apiError";
import { apiFetch, readData } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

export function fetchPetitionStats(petitionId: string): Promise<PetitionStatsDto> {
  return readData(api.petitionStats(petitionId), { headers: { accept: "application/json" } }, PETITION_TEXTS.somethingWrong);
}

export async function submitSignature(input: SignatureInput): Promise<void> {
  const response = await apiFetch(api.sign(), {
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw await apiErrorOf(response, PETITION_TEXTS.somethingWrong);
}
