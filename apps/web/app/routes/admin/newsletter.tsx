import { type NewsletterAdminWire, objectIdSchema } from "@matv/shared";
import { useCallback, useEffect, useState } from "react";
import { ApiError, staffApi } from "../../features/admin/apiClient";
import type { Route } from "./+types/newsletter";
import { FormMessage, type FormMessageText } from "../../features/admin/FormMessage";
import * as api from "../../lib/api/endpoints";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter | MATV admin" }, { name: "robots", content: "noindex" }];

const input = "mt-1 w-full rounded border border-gray-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand";

/** The story id inside an article address (`/articles/{slug}-{id}`), or the id itself. */
const storyIdOf = (text: string) => /([0-9a-f]{24})\/?$/i.exec(text.trim())?.[1] ?? text.trim();

/** /admin/newsletter: subscriber counts, the daily briefing's time, past sends, the outbox, and breaking-news mail. */
export default function AdminNewsletter() {
  const [view, setView] = useState<NewsletterAdminWire | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [story, setStory] = useState("");
  const [message, setMessage] = useState<FormMessageText | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(() => {
    staffApi(api.newsletter()).then(
      (body) => setView(body.data),
      (e: unknown) => setError(e instanceof Error ? e.message : "Failed to load the newsletter"),
    );
  }, []);
  useEffect(load, [load]);

  async function sendBreaking(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const storyId = storyIdOf(story);
    if (!objectIdSchema.safeParse(storyId).success) {
      setMessage({ ok: false, text: "Paste the story's address or its 24-character id." });
      return;
    }
    if (!window.confirm("Send this story as breaking news to every confirmed reader now?")) return;
    setSending(true);
    try {
      const body = await staffApi(api.newsletterBreaking(), { storyId });
      setMessage({ ok: true, text: `Breaking news sent to ${body.data.recipients} readers.` });
      setStory("");
      load();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError ? e.message : "Failed to send." });
    } finally {
      setSending(false);
    }
  }

  if (error) return <p role="alert">{error}</p>;
  if (!view) return <p>Loading...</p>;
  return (
    <section aria-label="Newsletter admin" className="max-w-4xl space-y-8">
      <div>
        <h1 id="newsletter-admin-title" className="text-2xl font-extrabold">
          Newsletter
        </h1>
        <p className="text-gray-700">
          The daily briefing goes to confirmed readers at {view.sendAt} UK time.{" "}
          {view.transport === "smtp" ? "Mail goes out through SMTP_URL." : "No SMTP_URL is set: mail is written to the outbox below instead of being sent."}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-center">
        {(["confirmed", "pending", "unsubscribed"] as const).map((state) => (
          <div key={state} className="rounded border border-gray-300 p-3">
            <dt className="text-sm capitalize text-gray-700">{state}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${state}`}>
              {view.counts[state]}
            </dd>
          </div>
        ))}
      </dl>
      <form onSubmit={sendBreaking} className="space-y-2 rounded border border-gray-300 p-4" noValidate>
        <h2 className="text-lg font-bold">Send breaking news</h2>
        <label htmlFor="breaking-story" className="block font-semibold">
          Published story (address or id)
        </label>
        <input id="breaking-story" value={story} onChange={(e) => setStory(e.target.value)} className={input} />
        <FormMessage message={message} />
        <button type="submit" disabled={sending} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
          {sending ? "Sending..." : "Send to confirmed readers"}
        </button>
      </form>
      <div>
        <h2 className="mb-2 text-lg font-bold">Recent sends</h2>
        {view.sends.length === 0 ? (
          <p>Nothing sent yet.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded border border-gray-200">
            {view.sends.map((s) => (
              <li key={s.key} className="flex justify-between p-2 text-sm">
                <span>{s.key}</span>
                <span>
                  {s.recipients} readers · <time dateTime={s.sentAt}>{new Date(s.sentAt).toLocaleString("en-GB")}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {view.transport === "outbox" && (
        <div>
          <h2 className="mb-2 text-lg font-bold">Outbox</h2>
          {view.outbox.length === 0 ? (
            <p>The outbox is empty.</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded border border-gray-200">
              {view.outbox.map((m) => (
                <li key={m.file} className="grid gap-1 p-2 text-sm sm:grid-cols-[1fr_1fr_auto]">
                  <span className="break-all">{m.to}</span>
                  <span>{m.subject}</span>
                  <time dateTime={m.writtenAt}>{new Date(m.writtenAt).toLocaleString("en-GB")}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
