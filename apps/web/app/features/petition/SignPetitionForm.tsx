import { type FieldMessage, isMessageFor } from "@matv/shared/fieldMessage";
import { editionPath } from "@matv/shared";
import { LOCATION_MAX, NAME_MAX } from "@matv/shared/petition";
import { useState } from "react";
import { LabelledInput, ReaderSubmitButton } from "../../components/readerForm";
import { formMessage } from "../../lib/apiError";
import { useEdition, useEditionTexts, useRefusedFieldTexts, useT } from "../../i18n/texts";
import { submitSignature } from "./api";

/** The form's fields and their labels' keys (the labels also lead messages about a field). */
const LABELS = { firstName: "petition.firstName", lastName: "petition.lastName", email: "petition.email", location: "petition.location" } as const;

/** The form field a message is about, if it is one of this form's. */
const fieldOf = (message: FieldMessage) => (Object.keys(LABELS) as Array<keyof typeof LABELS>).find((key) => isMessageFor(message, key));

const EMPTY = { firstName: "", lastName: "", email: "", location: "", displayName: true };

interface SignPetitionFormProps {
  petitionId: string;
  verifiedCount: number;
  /** Called after a successful signature (the page refreshes its stats a second later). */
  onSigned: () => void;
}

/**
 * The sticky signing form (spec 001 §2, §4 "Signing", §5 "Petition form"). Plain links: it is an island of a
 * static page, outside any router (ADR 085).
 */
export function SignPetitionForm({ petitionId, verifiedCount, onSigned }: SignPetitionFormProps) {
  const t = useT();
  const edition = useEdition();
  const labels = Object.fromEntries(Object.entries(LABELS).map(([key, text]) => [key, t(text)]));
  // A field the server refused, in the page's words (the browser's own checks let some input through: "asha@localhost").
  const refused = useRefusedFieldTexts("petition.refused", {
    firstName: { max: NAME_MAX },
    lastName: { max: NAME_MAX },
    email: undefined,
    location: { max: LOCATION_MAX },
  });
  // ...and what it says about the whole form: a repeat signature, a petition closed meanwhile, too many tries.
  const wholeForm = useEditionTexts({
    "409:email": "petition.duplicate",
    "409:petitionId": "petition.closed",
    "404": "petition.gone",
    "429": "petition.tooMany",
  });
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<FieldMessage | null>(null);

  function update<K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }

  /** Name, value and change handler of one of the form's text inputs. */
  function textField(key: keyof typeof LABELS) {
    return {
      name: key,
      label: labels[key],
      value: values[key],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(key, e.target.value),
      error: isMessageFor(error, key) ? error?.text : null,
    };
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSuccess(false);
    setError(null);
    setBusy(true);
    try {
      await submitSignature({ ...values, petitionId });
      setSuccess(true);
      setValues(EMPTY);
      onSigned();
    } catch (e) {
      const message = formMessage(e, t("petition.somethingWrong"), labels, refused, wholeForm);
      setError(message);
      const field = fieldOf(message);
      if (field) window.setTimeout(() => form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sign-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
      <h2 id="sign-heading" className="text-xl font-bold">
        {t("petition.sign")}
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="verified-count">
        <strong className="text-lg text-ink">{verifiedCount.toLocaleString("en-GB")}</strong> {t("petition.verified")}
      </p>
      {success && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900">
          {t("petition.thanks")}
        </p>
      )}
      {/* A message about one field is shown beside it (and the field focused, so it is read out); any other here. */}
      {error && !fieldOf(error) && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error.text}
        </p>
      )}
      <form onSubmit={onSubmit} className="mt-4 space-y-3" noValidate={false}>
        <div className="grid grid-cols-2 gap-3">
          <LabelledInput required maxLength={80} autoComplete="given-name" {...textField("firstName")} />
          <LabelledInput required maxLength={80} autoComplete="family-name" {...textField("lastName")} />
        </div>
        <LabelledInput type="email" required maxLength={254} autoComplete="email" {...textField("email")} />
        <LabelledInput required maxLength={160} autoComplete="address-level2" placeholder={t("petition.locationPlaceholder")} {...textField("location")} />
        <label className="flex items-start gap-2 text-sm">
          <input
            name="displayName"
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand"
            checked={values.displayName}
            onChange={(e) => update("displayName", e.target.checked)}
          />
          <span>{t("petition.displayName")}</span>
        </label>
        <ReaderSubmitButton busy={busy} busyLabel={t("petition.signing")}>
          {t("petition.sign")}
        </ReaderSubmitButton>
        <p className="text-xs text-gray-700">
          {t("petition.consentBefore")}{" "}
          <a href={editionPath(edition, "/terms")} className="text-brand-dark underline">
            {t("petition.terms")}
          </a>{" "}
          {t("petition.consentMiddle")}{" "}
          <a href={editionPath(edition, "/privacy")} className="text-brand-dark underline">
            {t("petition.privacy")}
          </a>
          {t("petition.consentAfter")}
        </p>
      </form>
    </section>
  );
}
