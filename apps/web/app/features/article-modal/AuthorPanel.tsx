import { type AuthorWire, authorPath, DEFAULT_AUTHOR_AVATAR, DEFAULT_AUTHOR_BIO, DEFAULT_AUTHOR_TITLE } from "@matv/shared";
import { useEffect, useState } from "react";

/**
 * The author view inside the modal (spec 000 §2 Deep Dive: choosing an author replaces the view with
 * the profile and a back action). Shows what /api/authors/name/{name} answers, else the defaults.
 */
export function AuthorPanel({ name }: { name: string }) {
  const [author, setAuthor] = useState<Partial<AuthorWire> | null>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/authors/name/${encodeURIComponent(name)}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
        const body = (await res.json()) as { data?: Partial<AuthorWire> | Partial<AuthorWire>[] } | Partial<AuthorWire>[];
        const data = Array.isArray(body) ? body[0] : Array.isArray(body.data) ? body.data[0] : body.data;
        setAuthor(data ?? null);
        setState("loaded");
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setState("failed");
      });
    return () => controller.abort();
  }, [name]);

  if (state === "loading") return <p className="p-6" role="status">Loading author...</p>;
  const shown = author ?? {};
  return (
    <section aria-label={`About ${name}`} className="space-y-3 p-6">
      <div className="flex items-center gap-4">
        <img src={shown.avatar || DEFAULT_AUTHOR_AVATAR} alt="" width={80} height={80} className="h-20 w-20 rounded-full bg-gray-200 object-cover" />
        <div>
          <h2 className="text-2xl font-extrabold">{shown.name || name}</h2>
          <p className="text-sm text-gray-700">
            {shown.title || DEFAULT_AUTHOR_TITLE}
            {shown.category ? ` | ${shown.category}` : ""}
          </p>
        </div>
      </div>
      <p>{shown.bio || DEFAULT_AUTHOR_BIO}</p>
      <a href={authorPath(name)} target="_blank" rel="noopener noreferrer" className="inline-block font-semibold text-brand underline">
        All articles by {shown.name || name}
      </a>
    </section>
  );
}
