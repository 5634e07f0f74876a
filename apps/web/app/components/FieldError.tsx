import type { FieldMessage } from "@matv/shared";

/** The message under the field it belongs to, in words (fieldMessage); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: FieldMessage | string | null | undefined }) {
  const text = typeof message === "string" ? message : message?.text;
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  );
}

/** The attributes of a field that `message` is about: marked invalid and described by the message's id. */
export function invalidField(invalid: boolean, errorId: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return invalid ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}
