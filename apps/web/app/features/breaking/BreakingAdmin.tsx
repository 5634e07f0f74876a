import { type BreakingAdminWire, type BreakingWire, breakingSaveSchema, DEFAULT_EDITION, editionByCode, type EditionCode } from "@matv/shared";
import { useState } from "react";
import { ApiError, staffApi } from "../admin/apiClient";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { formatWhen, fromLocalInput, toLocalInput } from "../desk/storyForm";
import { LanguageOptions } from "../desk/Translations";
import { SendAlertButton } from "../push/SendAlert";
import * as api from "../../lib/api/endpoints";

/** A new banner's default expiry: two hours from now. */
const DEFAULT_EXPIRY_MS = 2 * 3_600_000;

type Message = { ok: boolean; text: string; stale?: boolean };

/** The form's names of the fields a message is about. */
const FIELD_NAMES: Record<string, string> = { headline: "Headline", link: "Link", expiresAt: "Expiry", language: "Headline language" };

/**
 * /admin/breaking (editors and admins): set, change or clear the breaking-news banner. Saves name the version
 * they were loaded at; a stale save (409) offers Reload rather than overwriting a colleague's headline.
 */
export function BreakingAdmin({ initial }: { initial: BreakingAdminWire }) {
  const [state, setState] = useState(initial);
  const [headline, setHeadline] = useState(initial.breaking?.headline ?? "");
  const [link, setLink] = useState(initial.breaking?.link ?? "");
  /** The headline's language: pages of the other editions mark it (ADR 076). */
  const [language, setLanguage] = useState<EditionCode>(initial.breaking?.language ?? DEFAULT_EDITION.code);
  const [expiry, setExpiry] = useState(
    toLocalInput(initial.live && initial.breaking ? initial.breaking.expiresAt : new Date(Date.now() + DEFAULT_EXPIRY_MS).toISOString()),
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  async function send(breaking: Omit<BreakingWire, "id"> | null, done: string) {
    const payload = { version: state.version, breaking };
    const checked = breakingSaveSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setInvalid(String(issue?.path.at(-1) ?? ""));
      setMessage({
        ok: false,
        text: `${FIELD_NAMES[String(issue?.path.at(-1))] ?? "Headline"} ${issue?.message ?? "is invalid"}`,
      });
      return;
    }
    setBusy(true);
    setInvalid(null);
    setMessage(null);
    try {
      const body = await staffApi(api.saveBreaking(), checked.data);
      setState(body.data);
      setMessage({ ok: true, text: done });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setMessage({ ok: false, stale: true, text: "Someone else changed the banner after you opened this page." });
      else {
        if (error instanceof ApiError && error.field) setInvalid(error.field.split(".").at(-1) ?? null);
        setMessage({ ok: false, text: error instanceof ApiError ? error.message : "Failed to save the banner." });
      }
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    const body = await staffApi(api.breaking());
    setState(body.data);
    setHeadline(body.data.breaking?.headline ?? "");
    setLink(body.data.breaking?.link ?? "");
    setLanguage(body.data.breaking?.language ?? DEFAULT_EDITION.code);
    if (body.data.breaking) setExpiry(toLocalInput(body.data.breaking.expiresAt));
    setMessage({ ok: true, text: "Reloaded the banner as it is now." });
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    void send({ headline, link, expiresAt: fromLocalInput(expiry) ?? expiry, language }, "Banner saved: readers see it within 30 seconds.");
  }

  const status = state.breaking
    ? state.live
      ? `Showing now, until ${formatWhen(state.breaking.expiresAt)}: "${state.breaking.headline}"`
      : `Expired ${formatWhen(state.breaking.expiresAt)}: "${state.breaking.headline}" (not shown)`
    : "No banner is set.";

  return (
    <section aria-labelledby="breaking-admin-title" className="max-w-2xl">
      <h1 id="breaking-admin-title" className="mb-2 text-2xl font-extrabold">
        Breaking news banner
      </h1>
      <p className="mb-6 text-gray-700" data-testid="breaking-status">
        {status}
      </p>
      <form onSubmit={save} className="space-y-5" noValidate>
        <div>
          <label htmlFor="breaking-headline" className={labelClass}>
            Headline
          </label>
          <input
            id="breaking-headline"
            value={headline}
            maxLength={160}
            onChange={(e) => setHeadline(e.target.value)}
            lang={editionByCode(language).lang}
            aria-invalid={invalid === "headline" || undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="breaking-language" className={labelClass}>
            Headline language
          </label>
          <select
            id="breaking-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value as EditionCode)}
            aria-invalid={invalid === "language" || undefined}
            className={inputClass}
          >
            <LanguageOptions all={false} />
          </select>
        </div>
        <div>
          <label htmlFor="breaking-link" className={labelClass}>
            Link (a story or live blog on this site)
          </label>
          <input
            id="breaking-link"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            placeholder="/live-updates/…"
            aria-describedby="breaking-link-hint"
            aria-invalid={invalid === "link" || undefined}
            className={inputClass}
          />
          <p id="breaking-link-hint" className="mt-1 text-sm text-gray-700">
            The address after the site name, starting with /.
          </p>
        </div>
        <div>
          <label htmlFor="breaking-expiry" className={labelClass}>
            Expires (your local time)
          </label>
          <input
            id="breaking-expiry"
            type="datetime-local"
            step={60}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            aria-invalid={invalid === "expiresAt" || undefined}
            className={inputClass}
          />
        </div>
        {message && (
          <div role={message.ok ? "status" : "alert"} className={message.ok ? "text-green-800" : "text-red-700"}>
            <p>{message.text}</p>
            {message.stale && (
              <button type="button" onClick={() => void reload()} className={`${secondaryButton} mt-2`}>
                Reload
              </button>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? "Saving..." : "Save banner"}
          </button>
          {state.breaking && (
            <button type="button" disabled={busy} onClick={() => void send(null, "Banner cleared.")} className={dangerButton}>
              Clear banner
            </button>
          )}
          {state.breaking && state.live && (
            <SendAlertButton draft={{ title: state.breaking.headline, body: "", url: state.breaking.link, topic: "breaking" }} />
          )}
        </div>
      </form>
    </section>
  );
}
