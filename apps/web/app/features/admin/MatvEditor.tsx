import { formatLiveUpdates, parseLines, parseLiveUpdates } from "@matv/shared";
import { useEffect, useId, useState, type FormEvent } from "react";
import { staffApi } from "./apiClient";
import { ImageField } from "./ImageField";
import { dangerButton, inputClass, labelClass, secondaryButton } from "./ui";
import { reportError } from "../../lib/reportError";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

export const MATV_SAVED = "MATV section updated successfully.";
export const MATV_FAILED = "Failed to update MATV section.";
const UPLOAD_FAILED = "Failed to upload image";

interface Card {
  uid: string;
  image: string;
  text: string;
  author?: string;
}
type CardList = "economicImpact" | "mustRead" | "opinion";
const LIST_LABELS: Record<CardList, string> = { economicImpact: "Economic impact", mustRead: "Must read", opinion: "Opinion" };

let nextUid = 0;
const uid = () => `matv-${++nextUid}`;

/**
 * MATV section editor (spec 001 §2, §5): main story, live updates (only lines with a colon count:
 * time before the first colon, text after), centre card, centre list (blank lines dropped),
 * economic impact, must read and opinion.
 */
export function MatvEditor() {
  const [loading, setLoading] = useState(true);
  const [mainTitle, setMainTitle] = useState("");
  const [mainImage, setMainImage] = useState("");
  const [liveText, setLiveText] = useState("");
  const [centerTitle, setCenterTitle] = useState("");
  const [centerImage, setCenterImage] = useState("");
  const [centerListText, setCenterListText] = useState("");
  const [cards, setCards] = useState<Record<CardList, Card[]>>({ economicImpact: [], mustRead: [], opinion: [] });
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  // The version loaded: a save names it, and gets 409 when someone saved in between (ADR 064).
  const [version, setVersion] = useState(0);
  const ids = { main: useId(), live: useId(), center: useId(), centerList: useId() };

  useEffect(() => {
    let cancelled = false;
    staffApi(api.matv())
      .then(({ data }) => {
        if (cancelled || !data) return;
        setVersion(data.version ?? 0);
        setMainTitle(data.mainStory?.title ?? "");
        setMainImage(data.mainStory?.image ?? "");
        setLiveText(formatLiveUpdates(data.liveUpdates ?? []));
        setCenterTitle(data.centerCard?.title ?? "");
        setCenterImage(data.centerCard?.image ?? "");
        setCenterListText((data.centerList ?? []).join("\n"));
        setCards({
          economicImpact: (data.economicImpact ?? []).map((c) => ({ uid: uid(), ...c })),
          mustRead: (data.mustRead ?? []).map((c) => ({ uid: uid(), ...c })),
          opinion: (data.opinion ?? []).map((c) => ({ uid: uid(), ...c })),
        });
      })
      .catch((error) => reportError("MATV section: load failed", error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, []);

  const liveUpdates = parseLiveUpdates(liveText);
  const onUploading = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));
  const changeCard = (list: CardList, id: string, patch: Partial<Card>) =>
    setCards((all) => ({ ...all, [list]: all[list].map((c) => (c.uid === id ? { ...c, ...patch } : c)) }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const strip = (list: Card[], withAuthor: boolean) =>
      list.filter((c) => c.text.trim()).map((c) => ({ image: c.image, text: c.text.trim(), ...(withAuthor ? { author: (c.author ?? "").trim() } : {}) }));
    const body = {
      mainStory: { title: mainTitle.trim(), image: mainImage },
      liveUpdates,
      centerCard: { title: centerTitle.trim(), image: centerImage },
      centerList: parseLines(centerListText),
      economicImpact: strip(cards.economicImpact, false),
      mustRead: strip(cards.mustRead, false),
      opinion: strip(cards.opinion, true),
      version,
    };
    try {
      const saved = await staffApi(api.saveMatv(), body);
      setVersion(saved.data.version ?? version + 1);
      window.alert(MATV_SAVED);
    } catch (error) {
      window.alert(`${MATV_FAILED}${error instanceof Error && error.message ? `\n${error.message}` : ""}`);
    } finally {
      setSaving(false);
    }
  }

  if (loading) return <p>Loading...</p>;
  return (
    <section aria-labelledby="matv-editor-title" className="max-w-4xl">
      <h1 id="matv-editor-title" className="text-2xl font-bold">
        Update MATV Section
      </h1>
      <form onSubmit={onSubmit} className="mt-6 space-y-8">
        <fieldset className="space-y-4 rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold">Main story</legend>
          <div>
            <label htmlFor={ids.main} className={labelClass}>
              Main story title
            </label>
            <input id={ids.main} required className={inputClass} value={mainTitle} onChange={(e) => setMainTitle(e.target.value)} />
          </div>
          <ImageField label="Main story image" value={mainImage} onChange={setMainImage} onUploadingChange={onUploading} failureMessage={UPLOAD_FAILED} />
        </fieldset>

        <div>
          <label htmlFor={ids.live} className={labelClass}>
            Live updates (one a line, time: text)
          </label>
          <textarea
            id={ids.live}
            rows={6}
            className={inputClass}
            value={liveText}
            onChange={(e) => setLiveText(e.target.value)}
            aria-describedby={`${ids.live}-count`}
          />
          <p id={`${ids.live}-count`} className="mt-1 text-sm text-gray-700">
            {liveUpdates.length} live {liveUpdates.length === 1 ? "update" : "updates"} will be saved (lines without a colon are left out).
          </p>
        </div>

        <fieldset className="space-y-4 rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold">Centre card</legend>
          <div>
            <label htmlFor={ids.center} className={labelClass}>
              Centre card title
            </label>
            <input id={ids.center} className={inputClass} value={centerTitle} onChange={(e) => setCenterTitle(e.target.value)} />
          </div>
          <ImageField label="Centre card image" value={centerImage} onChange={setCenterImage} onUploadingChange={onUploading} failureMessage={UPLOAD_FAILED} />
          <div>
            <label htmlFor={ids.centerList} className={labelClass}>
              Centre list (one entry a line)
            </label>
            <textarea id={ids.centerList} rows={5} className={inputClass} value={centerListText} onChange={(e) => setCenterListText(e.target.value)} />
          </div>
        </fieldset>

        {(Object.keys(LIST_LABELS) as CardList[]).map((list) => (
          <fieldset key={list} className="space-y-4 rounded border border-gray-300 p-4">
            <legend className="px-1 font-semibold">{LIST_LABELS[list]}</legend>
            {cards[list].map((card, index) => (
              <div key={card.uid} className="grid gap-3 border-b border-gray-200 pb-4 md:grid-cols-2">
                <div>
                  <label htmlFor={`${card.uid}-text`} className={labelClass}>
                    {LIST_LABELS[list]} {index + 1} text
                  </label>
                  <textarea
                    id={`${card.uid}-text`}
                    rows={2}
                    className={inputClass}
                    value={card.text}
                    onChange={(e) => changeCard(list, card.uid, { text: e.target.value })}
                  />
                  {list === "opinion" && (
                    <>
                      <label htmlFor={`${card.uid}-author`} className={`${labelClass} mt-2`}>
                        {LIST_LABELS[list]} {index + 1} author
                      </label>
                      <input
                        id={`${card.uid}-author`}
                        className={inputClass}
                        value={card.author ?? ""}
                        onChange={(e) => changeCard(list, card.uid, { author: e.target.value })}
                      />
                    </>
                  )}
                </div>
                <div>
                  <ImageField
                    label={`${LIST_LABELS[list]} ${index + 1} image`}
                    value={card.image}
                    onChange={(url) => changeCard(list, card.uid, { image: url })}
                    onUploadingChange={onUploading}
                    failureMessage={UPLOAD_FAILED}
                  />
                  <button
                    type="button"
                    className={`${dangerButton} mt-3`}
                    onClick={() => window.confirm("Remove this entry?") && setCards((all) => ({ ...all, [list]: all[list].filter((c) => c.uid !== card.uid) }))}
                  >
                    Remove
                  </button>
                </div>
              </div>
            ))}
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                setCards((all) => ({ ...all, [list]: [...all[list], { uid: uid(), image: "", text: "", ...(list === "opinion" ? { author: "" } : {}) }] }))
              }
            >
              Add {LIST_LABELS[list].toLowerCase()} entry
            </button>
          </fieldset>
        ))}

        <SaveButton uploading={uploads > 0} saving={saving}>
          Update MATV Section
        </SaveButton>
      </form>
    </section>
  );
}
