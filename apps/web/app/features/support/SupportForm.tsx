import {
  type LocationOption,
  callingCodeOf,
  isValidEmailInput,
  isValidMobile,
  phoneCountries,
  phoneCountryForLocation,
  toInternationalPhone,
} from "@matv/shared/support";
import { fieldMessage, inPageWords, isMessageFor } from "@matv/shared/fieldMessage";
import { useMemo, useRef, useState } from "react";
import { LabelledInput, ReaderSubmitButton, readerField, readerFieldBox } from "../../components/readerForm";
import { AttachmentsField } from "./AttachmentsField";
import { EMPTY_LOCATION, LocationSelects, type LocationValue } from "./LocationSelects";
import { apiFetch } from "../../lib/api/reader";
import { editionPath } from "@matv/shared";
import { useEdition, useRefusedFieldTexts, useT } from "../../i18n/texts";
import * as api from "../../lib/api/endpoints";

interface SupportFormProps {
  countries: LocationOption[];
  /** The reader's country as the server saw it (ISO code), for the phone picker. */
  defaultPhoneCountry: string;
}

/** The keys of the form's labels, which lead messages about one of its fields. */
const LABELS = {
  email: "support.email",
  phone: "support.phone",
  country: "support.country",
  state: "support.state",
  city: "support.city",
  context: "support.subject",
  issueDescription: "support.issueDescription",
};

const EMPTY_TEXT = { email: "", phone: "", context: "", issueDescription: "" };

/** The diaspora support form (spec 001 §2, §4 "Support form", §5, §8). */
export function SupportForm({ countries, defaultPhoneCountry }: SupportFormProps) {
  const t = useT();
  const edition = useEdition();
  const labels = Object.fromEntries(Object.entries(LABELS).map(([key, text]) => [key, t(text)]));
  // A field the server refused, in the page's words (the browser's own checks let some through: a subject of spaces).
  const refused = useRefusedFieldTexts("support.refused", Object.fromEntries(Object.keys(LABELS).map((key) => [key, undefined])));
  const [text, setText] = useState(EMPTY_TEXT);
  const [phoneCountry, setPhoneCountry] = useState(defaultPhoneCountry);
  /** Whether the reader chose the phone country; until then it follows the country picked under Location. */
  const [phoneCountryChosen, setPhoneCountryChosen] = useState(false);
  const [location, setLocationValue] = useState<LocationValue>(EMPTY_LOCATION);
  const [locationKey, setLocationKey] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; reference: string } | { ok: false; message: string } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const phoneOptions = useMemo(() => {
    const names = new Map(countries.map((c) => [c.code, c.name]));
    return phoneCountries()
      .map((code) => ({ code, name: names.get(code) ?? code, dial: callingCodeOf(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
  }, [countries]);

  const set = (key: keyof typeof EMPTY_TEXT) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setText((current) => ({ ...current, [key]: e.target.value }));

  function setLocation(next: LocationValue) {
    setLocationValue(next);
    setPhoneCountry((current) => phoneCountryForLocation(current, next.country, phoneCountryChosen, defaultPhoneCountry));
  }

  function checkEmail() {
    if (text.email.trim() && !isValidEmailInput(text.email)) setEmailError(t("support.invalidEmail"));
  }
  function checkPhone() {
    if (text.phone.trim() && !isValidMobile(text.phone, phoneCountry)) setPhoneError(t("support.invalidPhone"));
  }

  function scrollToCard() {
    cardRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    let phone = "";
    if (text.phone.trim()) {
      const international = toInternationalPhone(text.phone, phoneCountry);
      if (!international) {
        setPhoneError(t("support.invalidPhone"));
        return;
      }
      phone = international;
    }
    if (!isValidEmailInput(text.email)) {
      setEmailError(t("support.invalidEmail"));
      return;
    }
    const form = new FormData();
    form.append("email", text.email.trim());
    form.append("phone", phone);
    form.append("country", location.country);
    form.append("state", location.state);
    form.append("city", location.city);
    form.append("context", text.context);
    form.append("issueDescription", text.issueDescription);
    for (const file of files) form.append("attachments", file, file.name);

    setBusy(true);
    try {
      // The site's own origin: never a hard-coded host (spec 001 §7 is a defect there).
      const response = await apiFetch(api.diasporaSupport(), { body: form, headers: { accept: "application/json" } });
      const body = await response.text();
      if (!response.ok) {
        let detail = body;
        try {
          const parsed = JSON.parse(body) as { message?: unknown; field?: unknown };
          if (typeof parsed.message === "string") {
            // In words (fieldMessage); a message about the email or the phone also stands beside it.
            const message = inPageWords(
              fieldMessage({ message: parsed.message, field: typeof parsed.field === "string" ? parsed.field : null }, labels),
              response.status === 400 ? refused : {},
            );
            detail = message.text;
            if (isMessageFor(message, "email")) setEmailError(message.text);
            if (isMessageFor(message, "phone")) setPhoneError(message.text);
          }
        } catch {
          // not JSON: show the text as it came
        }
        setResult({ ok: false, message: t("support.failure", { status: String(response.status), detail }) });
      } else {
        const { reference } = JSON.parse(body) as { reference: string };
        setResult({ ok: true, reference });
        setText(EMPTY_TEXT);
        setLocationValue(EMPTY_LOCATION);
        setLocationKey((k) => k + 1);
        setFiles([]);
        setPhoneCountry(defaultPhoneCountry);
        setPhoneCountryChosen(false);
        if (fileInput.current) fileInput.current.value = "";
      }
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      scrollToCard();
    }
  }

  const select = `${readerField} bg-white disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-700`;
  const sectionTitle = "text-lg font-bold";

  return (
    <div ref={cardRef} className="scroll-mt-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm md:p-8" data-testid="support-card">
      {result?.ok && (
        <div role="status" className="mb-6 rounded border border-green-700 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{t("support.thanks")}</p>
          <p className="mt-1">
            {t("support.referenceBefore")} <strong data-testid="support-reference">{result.reference}</strong>
            {t("support.referenceAfter")}
          </p>
        </div>
      )}
      {result && !result.ok && (
        <p role="alert" className="mb-6 rounded border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
          {result.message}
        </p>
      )}
      {/* Fieldsets are as wide as their widest content unless told otherwise (min-w-0): phones are 320 px. */}
      <form onSubmit={onSubmit} className="space-y-8">
        <fieldset className="min-w-0 space-y-4">
          <legend className={sectionTitle}>{t("support.contact")}</legend>
          <LabelledInput
            label={
              <>
                {t("support.email")} <span aria-hidden="true">*</span>
              </>
            }
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            value={text.email}
            onChange={set("email")}
            onBlur={checkEmail}
            onFocus={() => setEmailError(null)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "email-error" : undefined}
          />
          {emailError && (
            <p id="email-error" className="-mt-2 text-sm font-semibold text-red-800">
              {emailError}
            </p>
          )}
          <div>
            <span id="phone-label" className="block text-sm font-semibold">
              {t("support.phoneOptional")}
            </span>
            <div className="mt-1 flex gap-2">
              <select
                aria-label={t("support.phoneCountry")}
                className={`${readerFieldBox} w-36 shrink-0 bg-white sm:w-56`}
                value={phoneCountry}
                onChange={(e) => {
                  setPhoneCountry(e.target.value);
                  setPhoneCountryChosen(true);
                  setPhoneError(null);
                }}
              >
                {phoneOptions.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name} (+{o.dial})
                  </option>
                ))}
              </select>
              <input
                name="phone"
                type="tel"
                autoComplete="tel-national"
                aria-labelledby="phone-label"
                className={`${readerFieldBox} min-w-0 flex-1`}
                value={text.phone}
                onChange={set("phone")}
                onBlur={checkPhone}
                onFocus={() => setPhoneError(null)}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={phoneError ? "phone-error" : undefined}
              />
            </div>
            {phoneError && (
              <p id="phone-error" className="mt-1 text-sm font-semibold text-red-800">
                {phoneError}
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className={sectionTitle}>{t("support.location")}</legend>
          <LocationSelects key={locationKey} countries={countries} value={location} onChange={setLocation} selectClassName={select} />
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className={sectionTitle}>{t("support.issue")}</legend>
          <LabelledInput
            label={
              <>
                {t("support.subject")} <span aria-hidden="true">*</span>
              </>
            }
            name="context"
            required
            maxLength={200}
            value={text.context}
            onChange={set("context")}
          />
          <label className="block text-sm font-semibold">
            {t("support.describe")} <span aria-hidden="true">*</span>
            <textarea
              name="issueDescription"
              required
              maxLength={10000}
              rows={6}
              className={readerField}
              value={text.issueDescription}
              onChange={set("issueDescription")}
            />
          </label>
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className={sectionTitle}>{t("support.attachments")}</legend>
          <AttachmentsField files={files} onChange={setFiles} inputRef={fileInput} />
        </fieldset>

        <ReaderSubmitButton busy={busy} busyLabel={t("support.submitting")} className="md:w-auto md:px-10">
          {t("support.submit")}
        </ReaderSubmitButton>
        <p className="text-xs text-gray-700">
          {t("support.privacyBefore")}{" "}
          <a href={editionPath(edition, "/privacy")} className="text-brand-dark underline">
            {t("support.privacy")}
          </a>
          {t("support.privacyAfter")}
        </p>
      </form>
    </div>
  );
}
