import { type Headline, parseTrendingTopics } from "@matv/shared";
import { useEffect, useId, useState, type FormEvent } from "react";
import { staffApi } from "./apiClient";
import { ImageField } from "./ImageField";
import { inputClass, labelClass, secondaryButton } from "./ui";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

export const HOMEPAGE_SAVED = "Homepage updated successfully!";
export const HOMEPAGE_FAILED = "Failed to update homepage";

/** The form filled from one headline: its title and image, the other headlines as trending topics. */
export function fromHeadline(first: Headline, all: readonly Headline[]) {
  return {
    headline: first.title,
    mainImage: first.image,
    topics: all
      .filter((h) => h !== first)
      .map((h) => h.title)
      .join(", "),
  };
}

/**
 * Homepage editor (spec 001 §2): headline, main image upload, trending topics (comma-separated).
 * Prefilled from the saved homepage, else from the headline service (top headlines, English, 5).
 */
export function HomepageEditor() {
  const [headline, setHeadline] = useState("");
  const [mainImage, setMainImage] = useState("");
  const [topics, setTopics] = useState("");
  const [suggestions, setSuggestions] = useState<Headline[]>([]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(true);
  // The version loaded: a save names it, and gets 409 when someone saved in between (ADR 064).
  const [version, setVersion] = useState(0);
  const headlineId = useId();
  const topicsId = useId();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [saved, news] = await Promise.all([
        staffApi(api.homepage()).catch(() => null),
        staffApi(api.headlines()).catch(() => ({ data: [] as Headline[] })),
      ]);
      if (cancelled) return;
      setSuggestions(news.data);
      const doc = saved?.data;
      setVersion(doc?.version ?? 0);
      if (doc?.headline) {
        setHeadline(doc.headline);
        setMainImage(doc.mainImage ?? "");
        setTopics((doc.trendingTopics ?? []).join(", "));
      } else if (news.data[0]) {
        const filled = fromHeadline(news.data[0], news.data);
        setHeadline(filled.headline);
        setMainImage(filled.mainImage);
        setTopics(filled.topics);
      }
      setLoading(false);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  function applyHeadline(first: Headline) {
    const filled = fromHeadline(first, suggestions);
    setHeadline(filled.headline);
    setMainImage(filled.mainImage);
    setTopics(filled.topics);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await staffApi(api.saveHomepage(), { headline: headline.trim(), mainImage, trendingTopics: parseTrendingTopics(topics), version });
      setVersion(saved.data.version ?? version + 1);
      window.alert(HOMEPAGE_SAVED);
    } catch (error) {
      window.alert(`${HOMEPAGE_FAILED}${error instanceof Error && error.message ? `\n${error.message}` : ""}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="homepage-editor-title" className="max-w-3xl">
      <h1 id="homepage-editor-title" className="text-2xl font-bold">
        Update Homepage
      </h1>
      {loading ? (
        <p className="mt-6">Loading...</p>
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-5">
          <div>
            <label htmlFor={headlineId} className={labelClass}>
              Headline
            </label>
            <input id={headlineId} required className={inputClass} value={headline} onChange={(e) => setHeadline(e.target.value)} />
          </div>
          <ImageField
            label="Main image"
            value={mainImage}
            onChange={setMainImage}
            onUploadingChange={setUploading}
            failureMessage="Failed to upload main image"
          />
          <div>
            <label htmlFor={topicsId} className={labelClass}>
              Trending topics (comma-separated)
            </label>
            <input id={topicsId} className={inputClass} value={topics} onChange={(e) => setTopics(e.target.value)} />
          </div>
          <SaveButton uploading={uploading} saving={saving}>
            Update Homepage
          </SaveButton>
        </form>
      )}
      {suggestions.length > 0 && (
        <section aria-labelledby="headline-suggestions" className="mt-10">
          <h2 id="headline-suggestions" className="text-lg font-semibold">
            Top headlines
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestions.map((h) => (
              <li key={h.title} className="flex items-center justify-between gap-3">
                <span>{h.title}</span>
                <button type="button" className={secondaryButton} onClick={() => applyHeadline(h)}>
                  Use
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
