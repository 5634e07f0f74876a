import { relativeTimeText, stripBidiControls } from "@matv/shared";
import { hoursLeft, isPetitionOpen, PETITION_FALLBACKS, PETITION_STATS_REFRESH_MS, type PetitionDto, type PetitionStatsDto } from "@matv/shared/petition";
import { Clock, MapPin, PenLine, Landmark } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useT, useTimeText } from "../../i18n/texts";
import { fetchPetitionStats } from "./api";
import { SignPetitionForm } from "./SignPetitionForm";

interface PetitionViewProps {
  petition: PetitionDto;
  /** The `lang` of the petition's words when they are not the page's language (an English petition on /hi, ADR 083). */
  textLang?: string;
  stats: PetitionStatsDto | null;
  /** Render time from the server, so server and browser agree on the hours left. */
  now: number;
}

function StatTile({ icon, value, label }: { icon: React.ReactNode; value: string; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-gray-200 bg-gray-50 p-4 text-center">
      <span aria-hidden="true" className="text-brand">
        {icon}
      </span>
      <span className="mt-1 text-2xl font-extrabold">{value}</span>
      <span className="text-sm text-gray-700">{label}</span>
    </div>
  );
}

/** The petition page (spec 001 §2 "Petition page"). */
export function PetitionView({ petition, stats: initialStats, now: initialNow, textLang }: PetitionViewProps) {
  const t = useT();
  const timeText = useTimeText();
  const [stats, setStats] = useState(initialStats);
  const [now, setNow] = useState(initialNow);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshStats = useCallback(async () => {
    try {
      setStats(await fetchPetitionStats(petition._id));
      setNow(Date.now());
    } catch (error) {
      console.error("Failed to refresh petition stats", error);
    }
  }, [petition._id]);

  const onSigned = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refreshStats, PETITION_STATS_REFRESH_MS);
  }, [refreshStats]);

  const signatures = stats?.totalSignatures ?? PETITION_FALLBACKS.signatures;
  const locations = stats?.totalLocations ?? PETITION_FALLBACKS.locations;
  const hours = petition.deadline ? hoursLeft(petition.deadline, new Date(now)) : PETITION_FALLBACKS.hoursLeft;
  const recent = stats?.recentSignatures ?? [];
  const decisionMaker = petition.decisionMaker || PETITION_FALLBACKS.decisionMaker;
  // Closed by an editor, or its deadline has passed: no form, a plain statement instead.
  const open = isPetitionOpen(petition, new Date(now));

  return (
    <article className="mx-auto max-w-6xl">
      <header className="mb-6">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-dark">{open ? t("petition.label") : t("petition.labelClosed")}</p>
        <h1 className="mt-1 text-3xl font-extrabold leading-tight md:text-4xl" lang={textLang}>
          {petition.title || PETITION_FALLBACKS.title}
        </h1>
        {petition.description && (
          <p className="mt-3 max-w-3xl text-lg text-gray-800" lang={textLang}>
            {petition.description}
          </p>
        )}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-8">
          <div className="grid grid-cols-3 gap-3" data-testid="petition-stats">
            <StatTile icon={<PenLine size={22} />} value={signatures.toLocaleString("en-GB")} label={t("petition.signatures")} />
            <StatTile icon={<Clock size={22} />} value={String(hours ?? 0)} label={t("petition.hoursLeft")} />
            <StatTile icon={<MapPin size={22} />} value={locations.toLocaleString("en-GB")} label={t("petition.locations")} />
          </div>

          <ResponsiveImage
            src={petition.imageUrl}
            alt={petition.title}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="aspect-video w-full rounded-lg"
          />

          {recent.length > 0 && (
            <section aria-labelledby="recent-heading">
              <h2 id="recent-heading" className="text-xl font-bold">
                {t("petition.recent")}
              </h2>
              <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="recent-supporters">
                {recent.map((r, i) => (
                  <li key={`${r.time}-${i}`} className="flex items-center gap-3 p-3">
                    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                      {stripBidiControls(r.name).trim().charAt(0).toUpperCase()}
                    </span>
                    {/* Readers' own words: isolated (bdi) and without direction overrides, so nothing reorders the page. */}
                    <span className="min-w-0 flex-1">
                      <bdi className="block font-semibold">{stripBidiControls(r.name)}</bdi>
                      <bdi className="block truncate text-sm text-gray-700">{stripBidiControls(r.location)}</bdi>
                    </span>
                    <time dateTime={r.time} className="shrink-0 text-sm text-gray-700">
                      {timeText(relativeTimeText(r.time, new Date(now)))}
                    </time>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="decision-heading" className="flex items-start gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
            <Landmark aria-hidden="true" className="mt-1 shrink-0 text-brand" size={28} />
            <div>
              <h2 id="decision-heading" className="text-sm font-bold uppercase tracking-wide text-gray-700">
                {t("petition.decisionMaker")}
              </h2>
              <p className="mt-1 text-lg font-semibold" lang={textLang}>
                {decisionMaker}
              </p>
            </div>
          </section>

          <section aria-labelledby="issue-heading">
            <h2 id="issue-heading" className="text-2xl font-bold">
              {t("petition.issue")}
            </h2>
            <div className="prose-article mt-3" lang={textLang}>
              {petition.story.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {petition.story.currentSituation.length > 0 && (
              <>
                <h3 className="mt-5 text-lg font-bold">{t("petition.currentSituation")}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-6" lang={textLang}>
                  {petition.story.currentSituation.map((s, i) => (
                    <li key={i}>{s}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>

        <div>
          {open ? (
            <SignPetitionForm petitionId={petition._id} verifiedCount={signatures} onSigned={onSigned} />
          ) : (
            <section aria-labelledby="closed-heading" className="rounded-lg border-2 border-gray-300 bg-gray-50 p-5" data-testid="petition-closed">
              <h2 id="closed-heading" className="text-xl font-bold">
                {t("petition.closedTitle")}
              </h2>
              <p className="mt-2 text-gray-800">{t("petition.closed")}</p>
              <p className="mt-2 font-semibold">{t("petition.signedBy", { signatures: signatures.toLocaleString("en-GB") })}</p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
