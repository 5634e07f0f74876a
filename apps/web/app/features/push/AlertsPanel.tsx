import { CATEGORY_SECTIONS, PUSH_TEXTS, type PushLanguage } from "@matv/shared";
import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n/texts";
import { alertsSupport, currentAlerts, saveAlertTopics, stopAlerts, turnOnAlerts, type AlertsSupport } from "./subscription";

export interface ShowChoice {
  slug: string;
  name: string;
}

type Phase = "checking" | "off" | "on" | "busy";

/**
 * The topics panel (ADR 074): breaking news, the channel going live, each section and the channel's shows.
 * "Turn on alerts" is the only thing that asks the browser for permission. `preselect` ticks a topic a link
 * asked for (a show page's "Remind me": `/alerts?topic=show:{slug}`).
 */
export function AlertsPanel({ shows, language = "en" }: { shows: ShowChoice[]; language?: PushLanguage }) {
  const texts = PUSH_TEXTS[language];
  const t = useT();
  const [support, setSupport] = useState<AlertsSupport | null>(null);
  const [phase, setPhase] = useState<Phase>("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [topics, setTopics] = useState<Set<string>>(() => new Set(["breaking"]));
  const [message, setMessage] = useState("");
  const id = useId();

  useEffect(() => {
    const found = alertsSupport();
    setSupport(found);
    const asked = new URLSearchParams(location.search).get("topic");
    if (asked) setTopics((current) => new Set([...current, asked]));
    if (found !== "ok") return setPhase("off");
    if (Notification.permission === "denied") setMessage(texts.denied);
    currentAlerts()
      .then((alerts) => {
        if (alerts) {
          setEndpoint(alerts.endpoint);
          setTopics(new Set([...alerts.topics, ...(asked ? [asked] : [])]));
          setPhase("on");
        } else setPhase("off");
      })
      .catch(() => setPhase("off"));
  }, [texts.denied]);

  const toggle = (topic: string, on: boolean) =>
    setTopics((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });

  const chosen = () => [...topics];

  async function turnOn() {
    if (!topics.size) return setMessage(texts.pickOne);
    setPhase("busy");
    const outcome = await turnOnAlerts(chosen(), language);
    if (outcome.result === "on") {
      setEndpoint(outcome.endpoint);
      setPhase("on");
      setMessage(texts.on);
    } else {
      setPhase("off");
      setMessage(outcome.result === "denied" ? texts.denied : texts.failed);
    }
  }

  async function save() {
    if (!endpoint) return;
    if (!topics.size) return setMessage(texts.pickOne);
    setPhase("busy");
    const ok = await saveAlertTopics(endpoint, chosen());
    setPhase("on");
    setMessage(ok ? texts.saved : texts.failed);
  }

  async function stop() {
    if (!endpoint) return;
    setPhase("busy");
    const ok = await stopAlerts(endpoint);
    setPhase(ok ? "off" : "on");
    if (ok) setEndpoint(null);
    setMessage(ok ? texts.stopped : texts.failed);
  }

  const box = (topic: string, label: string) => (
    <li key={topic}>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4" checked={topics.has(topic)} onChange={(e) => toggle(topic, e.currentTarget.checked)} />
        {label}
      </label>
    </li>
  );

  const disabled = phase === "busy" || phase === "checking";
  return (
    <div className="mt-6 max-w-2xl">
      {support === "ios-home-screen" && <p className="rounded bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">{texts.iosHint}</p>}
      {support === "unsupported" && <p className="rounded bg-gray-100 p-3">{texts.unsupported}</p>}
      {support === "ok" && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void (endpoint ? save() : turnOn());
          }}
        >
          <p className="font-semibold">{phase === "on" ? texts.on : phase === "off" ? texts.off : "\u00a0"}</p>
          <fieldset className="mt-4">
            <legend className="text-lg font-bold">{texts.topics}</legend>
            <ul className="mt-2 space-y-2">
              {box("breaking", t("alerts.breaking"))}
              {box("live", t("alerts.live"))}
            </ul>
          </fieldset>
          <fieldset className="mt-4">
            <legend id={`${id}-sections`} className="font-bold">
              {t("alerts.sections")}
            </legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">{CATEGORY_SECTIONS.map((s) => box(`section:${s.key}`, t(`section.${s.key}.name`)))}</ul>
          </fieldset>
          {shows.length > 0 && (
            <fieldset className="mt-4">
              <legend className="font-bold">{t("alerts.shows")}</legend>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">{shows.map((s) => box(`show:${s.slug}`, s.name))}</ul>
            </fieldset>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" disabled={disabled} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
              {endpoint ? texts.save : texts.turnOn}
            </button>
            {endpoint && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => void stop()}
                className="rounded px-4 py-2 font-semibold ring-1 ring-gray-400 hover:bg-gray-100"
              >
                {texts.stop}
              </button>
            )}
          </div>
        </form>
      )}
      <p role="status" className="mt-4 min-h-6 font-semibold">
        {message}
      </p>
    </div>
  );
}
