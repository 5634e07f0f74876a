import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldError, invalidField } from "../../components/FieldError";
import { inputClass, labelClass, primaryButton } from "./ui";

/** One boxed form of /admin/staff: a heading that names the form, its fields, one submit button. */
export function StaffForm({
  title,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form onSubmit={onSubmit} className="mt-8 grid gap-4 rounded border border-gray-300 p-4 md:grid-cols-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold md:col-span-2">
        {title}
      </h2>
      {children}
      <div className="md:col-span-2">
        <button type="submit" className={primaryButton}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A staff form's label above the control it names; `control` is given the id the label points at. */
export function LabelledControl({ label, control }: { label: ReactNode; control(id: string): ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

/** A labelled input of a staff form, with the message about it (if any) beneath; every other attribute goes to the input. */
export function StaffField({ label, error, ...input }: { label: ReactNode; name: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <LabelledControl
      label={label}
      control={(id) => (
        <>
          <input id={id} className={inputClass} {...invalidField(Boolean(error), errorId)} {...input} />
          <FieldError id={errorId} message={error} />
        </>
      )}
    />
  );
}
