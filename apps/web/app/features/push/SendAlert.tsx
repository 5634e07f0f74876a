import { CATEGORY_SECTIONS, PUSH_BODY_MAX, PUSH_TITLE_MAX, pushTopicLabel, type PushAlertWire } from "@matv/shared";
import { useEffect, useId, useState } from "react";
import { ApiError, staffApi } from "../admin/apiClient";
import { ModalDialog } from "../admin/ModalDialog";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import * as api from "../../lib/api/endpoints";

export interface AlertDraft {
  title: string;
  body: string;
  /** A path on the site: the story, the live blog (or one of its entries) or /live. */
  url: string;
  image?: string | null;
  topic?: string;
}

const TOPICS = ["breaking", "live", ...CATEGORY_SECTIONS.map((s) => `section:${s.key}`)];
const POLL_MS = 2000;

/** "Sent 120 · failed 2 · expired subscriptions removed 3 · opened 14", as the status answer grows. */
export function alertProgress(alert: PushAlertWire): string {
  const counts = `sent ${alert.sent} · failed ${alert.failed} · expired subscriptions removed ${alert.pruned} · opened ${alert.opened}`;
  if (alert.status === "queued") return "Queued";
  if (alert.status === "sending") return `Sending: ${counts}`;
  return `${alert.status === "failed" ? "Failed" : "Sent"}: ${counts}`;
}

/**
 * "Send alert" (ADR 074) for editors: a button that opens a dialog with the title and body prefilled, the topic,
 * how many devices it will reach, a preview of the notification, and once sent its live status. A second alert to
 * the same topic within 5 minutes asks for confirmation first (the server's 409).
 */
export function SendAlertButton({
  draft,
  about,
}: {
  draft: AlertDraft;
  /** Told to screen readers when a page has several (one per key event). */ about?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        Send alert{about && <span className="sr-only"> about {about}</span>}
      </button>
      <ModalDialog title="Send alert" open={open} onClose={() => setOpen(false)}>
        {open && <SendAlertForm draft={draft} onClose={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}

function SendAlertForm({ draft, onClose }: { draft: AlertDraft; onClose(): void }) {
  const ids = useId();
  const [title, setTitle] = useState(draft.title.slice(0, PUSH_TITLE_MAX));
  const [body, setBody] = useState(draft.body.slice(0, PUSH_BODY_MAX));
  const [topic, setTopic] = useState(draft.topic ?? "breaking");
  const [reach, setReach] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<PushAlertWire | null>(null);

  useEffect(() => {
    let live = true;
    setReach(null);
    staffApi(api.pushAudience(topic))
      .then((res) => live && setReach(res.subscribers))
      .catch(() => live && setReach(null));
    return () => {
      live = false;
    };
  }, [topic]);

  // The alert's status, while the dialog is open.
  const alertId = alert?._id;
  useEffect(() => {
    if (!alertId) return;
    const timer = setInterval(() => {
      staffApi(api.pushAlert(alertId))
        .then(setAlert)
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [alertId]);

  async function send(confirm: boolean) {
    setBusy(true);
    setError("");
    try {
      const sent = await staffApi(api.sendPush(), {
        title,
        body,
        url: draft.url,
        topic,
        ...(draft.image ? { image: draft.image } : {}),
        ...(confirm ? { confirm: true } : {}),
      });
      setConfirming(null);
      setAlert(await staffApi(api.pushAlert(sent._id)));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.field === "confirm") {
        const previous = (e.body as { previous?: { title?: string } } | undefined)?.previous?.title;
        setConfirming(`${e.message}${previous ? ` (last one: “${previous}”)` : ""}`);
      } else setError(e instanceof Error ? e.message : "The alert was not sent.");
    } finally {
      setBusy(false);
    }
  }

  if (alert)
    return (
      <div>
        <p className="font-semibold">“{alert.title}”</p>
        <p role="status" className="mt-2" data-testid="alert-status">
          {alertProgress(alert)}
        </p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={onClose}>
          Close
        </button>
      </div>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
      className="space-y-3"
    >
      <div>
        <label htmlFor={`${ids}-title`} className={labelClass}>
          Title
        </label>
        <input id={`${ids}-title`} required maxLength={PUSH_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${ids}-body`} className={labelClass}>
          Body
        </label>
        <textarea id={`${ids}-body`} rows={2} maxLength={PUSH_BODY_MAX} value={body} onChange={(e) => setBody(e.currentTarget.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${ids}-topic`} className={labelClass}>
          Topic
        </label>
        <select id={`${ids}-topic`} value={topic} onChange={(e) => setTopic(e.currentTarget.value)} className={inputClass}>
          {[...new Set([topic, ...TOPICS])].map((t) => (
            <option key={t} value={t}>
              {pushTopicLabel(t)}
            </option>
          ))}
        </select>
        <p className="mt-1 text-sm text-gray-700" data-testid="alert-reach">
          {reach === null ? "Counting subscribers…" : `Reaches ${reach} ${reach === 1 ? "subscriber" : "subscribers"}`}
        </p>
      </div>
      <p className="text-sm text-gray-700">
        Opens <code>{draft.url}</code>
      </p>
      <figure aria-label="Preview" className="flex gap-3 rounded-lg bg-gray-100 p-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="h-10 w-10 rounded" />
        <figcaption className="min-w-0 flex-1">
          <span className="block text-xs text-gray-700">MATV News</span>
          <strong className="block truncate">{title || "Title"}</strong>
          <span className="block text-sm">{body}</span>
          {draft.image && <img src={draft.image} alt="" className="mt-2 max-h-28 rounded object-cover" />}
        </figcaption>
      </figure>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {confirming ? (
        <div role="alert" className="rounded border border-amber-400 bg-amber-50 p-3">
          <p>{confirming}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void send(true)}>
              Send anyway
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <button type="submit" className={primaryButton} disabled={busy || !title.trim()}>
            Send to {reach ?? "…"} {reach === 1 ? "subscriber" : "subscribers"}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
