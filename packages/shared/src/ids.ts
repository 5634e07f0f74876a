/** Record ids are 24-hex ObjectId-style strings; article URLs end in one. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectId(value: unknown): value is string {
  return typeof value === "string" && OBJECT_ID_PATTERN.test(value);
}
