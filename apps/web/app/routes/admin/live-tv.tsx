import { type LiveTvConfig, liveTvConfigSchema } from "@matv/shared/liveTvConfig";
import { useState } from "react";
import { ApiError, staffApi } from "../../features/admin/apiClient";
import { apiFetch } from "../../lib/api/reader";
import type { Route } from "./+types/live-tv";
import { FormMessage, type FormMessageText } from "../../features/admin/FormMessage";
import * as api from "../../lib/api/endpoints";

interface ConfigView extends LiveTvConfig {
  effectiveStreamUrl: string | null;
  updatedAt: string | null;
  version: number;
}

export async function clientLoader() {
  const response = await apiFetch(api.liveTvConfig());
  if (!response.ok) throw new Error("Failed to load live TV settings");
  const body = (await response.json()) as { data: ConfigView };
  return body.data;
}

export function HydrateFallback() {
  return <p>Loading...</p>;
}

export const meta: Route.MetaFunction = () => [{ title: "Live TV settings | MATV admin" }, { name: "robots", content: "noindex" }];

type PastLive = LiveTvConfig["pastLives"][number];

function pastLivesToText(items: PastLive[]): string {
  return items.map((v) => [v.videoId, v.title, v.publishedAt ?? ""].filter(Boolean).join(" | ")).join("\n");
}

function textToPastLives(text: string) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [videoId = "", title = "", publishedAt = ""] = line.split("|").map((part) => part.trim());
      return { videoId, title, publishedAt: publishedAt || null };
    });
}

const input = "mt-1 w-full rounded border border-gray-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand";

/** /admin/live-tv: the live HLS stream URL and, without a platform key, the live and past videos. */
export default function AdminLiveTv({ loaderData }: Route.ComponentProps) {
  const [streamUrl, setStreamUrl] = useState(loaderData.streamUrl ?? "");
  const [liveId, setLiveId] = useState(loaderData.currentLive?.videoId ?? "");
  const [liveTitle, setLiveTitle] = useState(loaderData.currentLive?.title ?? "");
  const [past, setPast] = useState(pastLivesToText(loaderData.pastLives));
  const [effective, setEffective] = useState(loaderData.effectiveStreamUrl);
  // The version this form was loaded at: a save from an older one is refused (409) rather than overwriting.
  const [version, setVersion] = useState(loaderData.version);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<FormMessageText | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const payload = {
      streamUrl: streamUrl.trim() || null,
      currentLive: liveId.trim() || liveTitle.trim() ? { videoId: liveId, title: liveTitle } : null,
      pastLives: textToPastLives(past),
    };
    const checked = liveTvConfigSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setMessage({ ok: false, text: `${issue?.path.join(".")}: ${issue?.message}` });
      return;
    }
    setSaving(true);
    try {
      const body = await staffApi(api.saveLiveTvConfig(), { ...checked.data, version });
      setEffective(body.data.effectiveStreamUrl);
      setVersion(body.data.version);
      setMessage({ ok: true, text: "Live TV settings saved." });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : "Failed to save live TV settings." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="live-tv-admin-title" className="max-w-3xl">
      <h1 id="live-tv-admin-title" className="mb-2 text-2xl font-extrabold">
        Live TV settings
      </h1>
      <p className="mb-6 text-gray-700">
        The /live page plays this stream. Leave it empty to use the server's LIVE_STREAM_URL. Now playing:{" "}
        <span className="break-all font-mono text-sm">{effective ?? "no stream"}</span>
      </p>
      <form onSubmit={save} className="space-y-6" noValidate>
        <div>
          <label htmlFor="stream-url" className="font-semibold">
            Live stream URL (HLS .m3u8)
          </label>
          <input
            id="stream-url"
            type="url"
            value={streamUrl}
            onChange={(e) => setStreamUrl(e.target.value)}
            placeholder="https://…/live.m3u8"
            className={input}
          />
        </div>
        <fieldset className="space-y-3 rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold">Current live video (used when no video platform key is set)</legend>
          <div>
            <label htmlFor="live-id">Video id</label>
            <input id="live-id" value={liveId} onChange={(e) => setLiveId(e.target.value)} className={input} />
          </div>
          <div>
            <label htmlFor="live-title">Title</label>
            <input id="live-title" value={liveTitle} onChange={(e) => setLiveTitle(e.target.value)} className={input} />
          </div>
        </fieldset>
        <div>
          <label htmlFor="past-lives" className="font-semibold">
            Past lives, one a line: video id | title | start date (optional, ISO)
          </label>
          <textarea id="past-lives" rows={5} value={past} onChange={(e) => setPast(e.target.value)} className={`${input} font-mono text-sm`} />
        </div>
        <FormMessage message={message} />
        <button type="submit" disabled={saving} className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {saving ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
