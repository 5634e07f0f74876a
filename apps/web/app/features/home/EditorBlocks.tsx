import { type HomepageDocument, type MatvDocument, trendingTopics as topicsOf } from "@matv/shared";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useT } from "../../i18n/texts";
import { fetchDocument, type SectionResult } from "./sectionData";
import { SectionShell } from "./SectionShell";
import { useSection } from "./useSection";
import * as api from "../../lib/api/endpoints";

/**
 * The two blocks the spec does not show (spec 000 §2): what the admin's Homepage and MATV editors
 * write, shown to readers (ADR: homepage and MATV blocks).
 */
export function HeadlineBlock({
  initial,
  stories,
}: {
  initial: SectionResult<HomepageDocument> | null | undefined;
  /** The stories whose categories are the topics when the editor gave none (only what trendingTopics reads). */
  stories: Parameters<typeof topicsOf>[0];
}) {
  const [state, retry] = useSection({ key: "homepage", initial, load: () => fetchDocument(api.homepage()) });
  const t = useT();
  return (
    <SectionShell
      id="headline"
      title={t("home.headline")}
      hideTitle
      state={state}
      loadingText={t("home.headlineLoading")}
      failedText={t("home.headlineFailed")}
      onRetry={retry}
    >
      {(doc) => {
        if (!doc.headline) return null;
        // Trending topics: the editor's list, else the categories of trending stories (at most 6).
        const topics = doc.trendingTopics.length ? doc.trendingTopics : topicsOf(stories);
        return (
          <div className="grid overflow-hidden rounded-lg bg-ink text-white md:grid-cols-2">
            {doc.mainImage && <ResponsiveImage src={doc.mainImage} alt="" sizes="(min-width: 768px) 50vw, 100vw" className="aspect-video h-full w-full" />}
            <div className="flex flex-col justify-center gap-4 p-6">
              <p className="text-xs font-bold uppercase tracking-widest text-red-300">{t("home.headline")}</p>
              <p className="text-2xl font-extrabold leading-tight sm:text-3xl" data-headline>
                {doc.headline}
              </p>
              {topics.length > 0 && (
                <div>
                  <p className="mb-2 text-sm font-semibold">{t("home.trendingTopics")}</p>
                  <ul className="flex flex-wrap gap-2" aria-label={t("home.trendingTopics")}>
                    {topics.map((t) => (
                      <li key={t} className="rounded-full bg-white/15 px-3 py-1 text-sm">
                        {t}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
        );
      }}
    </SectionShell>
  );
}

function Thumb({ src }: { src: string }) {
  if (!src) return null;
  return <ResponsiveImage src={src} alt="" width={160} height={90} sizes="120px" className="aspect-video w-28 shrink-0 rounded" />;
}

export function MatvBlock({ initial }: { initial: SectionResult<MatvDocument> | null | undefined }) {
  const [state, retry] = useSection({ key: "matv", initial, load: () => fetchDocument(api.matv()) });
  const t = useT();
  return (
    <SectionShell id="matv" title="MATV" state={state} loadingText={t("home.matvLoading")} failedText={t("home.matvFailed")} onRetry={retry}>
      {(doc) => {
        if (!doc.mainStory.title) return null;
        return (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-4">
              <div className="overflow-hidden rounded-lg border border-gray-200">
                {doc.mainStory.image && (
                  <ResponsiveImage src={doc.mainStory.image} alt="" sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-video w-full" />
                )}
                <h3 className="p-4 text-xl font-bold">{doc.mainStory.title}</h3>
              </div>
              {doc.liveUpdates.length > 0 && (
                <div>
                  <h3 className="mb-2 font-bold text-red-800">{t("home.liveUpdates")}</h3>
                  <ol className="space-y-2 border-l-2 border-brand pl-4" aria-label={t("home.liveUpdates")}>
                    {doc.liveUpdates.map((u, i) => (
                      <li key={i} className="text-sm">
                        <span className="font-bold">{u.time}</span> {u.text}
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </div>
            <div className="space-y-4">
              {doc.centerCard.title && (
                <div className="overflow-hidden rounded-lg bg-gray-900 text-white">
                  {doc.centerCard.image && (
                    <ResponsiveImage src={doc.centerCard.image} alt="" sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-video w-full" />
                  )}
                  <h3 className="p-4 text-lg font-bold">{doc.centerCard.title}</h3>
                </div>
              )}
              {doc.centerList.length > 0 && (
                <ul className="divide-y divide-gray-200" aria-label="More from MATV">
                  {doc.centerList.map((t, i) => (
                    <li key={i} className="py-2 text-sm font-semibold">
                      {t}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="space-y-5">
              {(
                [
                  [t("home.economicImpact"), doc.economicImpact],
                  [t("home.mustRead"), doc.mustRead],
                ] as const
              ).map(([title, items]) =>
                items.length ? (
                  <div key={title}>
                    <h3 className="mb-2 font-bold">{title}</h3>
                    <ul className="space-y-3">
                      {items.map((item, i) => (
                        <li key={i} className="flex gap-3 text-sm">
                          <Thumb src={item.image} />
                          <span>{item.text}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null,
              )}
              {doc.opinion.length > 0 && (
                <div>
                  <h3 className="mb-2 font-bold">{t("home.opinion")}</h3>
                  <ul className="space-y-3">
                    {doc.opinion.map((item, i) => (
                      <li key={i} className="flex gap-3 text-sm">
                        <Thumb src={item.image} />
                        <span>
                          {item.text}
                          {item.author && <span className="block text-xs text-gray-700">{item.author}</span>}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
        );
      }}
    </SectionShell>
  );
}
