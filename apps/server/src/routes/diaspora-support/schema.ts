export { supportRequestSchema as SupportRequestFields } from "@matv/shared/supportSchema";

/** The multipart text fields we read; anything else in the form is ignored. */
export const SUPPORT_FIELD_NAMES = ["email", "phone", "country", "state", "city", "context", "issueDescription"] as const;
