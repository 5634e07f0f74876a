import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldError, invalidField } from "./FieldError";

/** The border and focus ring of every field in the readers' forms (petition, support). */
export const readerFieldBox = "rounded border border-gray-400 px-3 py-2 font-normal focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";
/** A full-width field under its label. */
export const readerField = `mt-1 w-full ${readerFieldBox}`;

/** A text input inside its label, in the readers' forms' style, with the message about it (if any) beneath. */
export function LabelledInput({ label, error, ...input }: { label: ReactNode; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <div>
      <label className="block text-sm font-semibold">
        {label}
        <input className={readerField} {...invalidField(Boolean(error), errorId)} {...input} />
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The readers' forms' submit button; it shows `busyLabel` and is disabled while the form is sent. */
export function ReaderSubmitButton({ busy, busyLabel, className, children }: { busy: boolean; busyLabel: string; className?: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`w-full rounded bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60${className ? ` ${className}` : ""}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
