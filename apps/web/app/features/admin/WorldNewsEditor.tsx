import { cleanWorldItems, type SectionListAdminView, type SectionListItemWire, sectionByKey, WORLD_NEWS_NOTHING_TO_SAVE } from "@matv/shared";
import { DeletedItems } from "./DeletedItems";
import { EditorLoadState } from "./EditorLoadState";
import { ImageField } from "./ImageField";
import { dangerButton, inputClass, labelClass, secondaryButton } from "./ui";
import { useSectionList } from "./useSectionList";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

interface WorldItem {
  uid: string;
  _id?: string;
  title: string;
  image: string;
  link: string;
  category: string;
}
type ListName = "worldNews" | "recommended";

let nextUid = 0;
const uid = () => `world-${++nextUid}`;
const toItems = (items: SectionListItemWire[] = []): WorldItem[] =>
  items.map((i) => ({ uid: uid(), _id: i._id, title: i.title, image: i.image, link: i.link, category: i.category }));

const EMPTY: Record<ListName, WorldItem[]> = { worldNews: [], recommended: [] };
const fromView = (view: SectionListAdminView): Record<ListName, WorldItem[]> => ({ worldNews: toItems(view.items), recommended: toItems(view.recommended) });

const SAVED = "Content updated successfully!";
const FAILED = "Failed to update content";
const section = sectionByKey("world");

/** World news and recommended lists (spec 001 §2, §5): title, image, link, category per item. */
export function WorldNewsEditor() {
  const editor = useSectionList({ sectionKey: "world", fromView, initial: EMPTY, reportName: "world news list", restoreWhat: "lists" });
  const { value: lists, status, problem, saving, uploading } = editor;

  function change(list: ListName, id: string, patch: Partial<WorldItem>) {
    editor.edit((all) => ({ ...all, [list]: all[list].map((i) => (i.uid === id ? { ...i, ...patch } : i)) }));
  }
  function add(list: ListName) {
    editor.edit((all) => ({ ...all, [list]: [...all[list], { uid: uid(), title: "", image: "", link: "", category: "" }] }));
  }
  function remove(list: ListName, id: string) {
    if (!window.confirm(section?.deleteConfirm ?? "Delete this item?")) return;
    editor.edit((all) => ({ ...all, [list]: all[list].filter((i) => i.uid !== id) }));
  }

  async function save() {
    // Items lacking a title or image are dropped; client-only keys stripped (the _id is kept: ADR 011).
    const worldNews = cleanWorldItems(lists.worldNews);
    const recommended = cleanWorldItems(lists.recommended);
    if (worldNews.length === 0 && recommended.length === 0) {
      window.alert(WORLD_NEWS_NOTHING_TO_SAVE);
      return;
    }
    await editor.save(api.worldNews().path, { worldNews, recommended }, SAVED, FAILED);
  }

  const renderList = (list: ListName, heading: string) => (
    <section aria-labelledby={`${list}-heading`} className="mt-8">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${list}-heading`} className="text-xl font-bold">
          {heading}
        </h2>
        <button type="button" onClick={() => add(list)} className={secondaryButton}>
          Add {list === "worldNews" ? "world news item" : "recommended item"}
        </button>
      </div>
      {lists[list].length === 0 && <p className="mt-3">No items yet.</p>}
      <ol className="mt-4 space-y-4">
        {lists[list].map((item, index) => (
          <li key={item.uid}>
            <fieldset className="rounded border border-gray-300 p-4">
              <legend className="px-1 font-semibold">
                {heading} item {index + 1}
              </legend>
              <div className="grid gap-4 md:grid-cols-2">
                {(["title", "link", "category"] as const).map((field) => (
                  <div key={field}>
                    <label className={labelClass} htmlFor={`${item.uid}-${field}`}>
                      {field[0]?.toUpperCase()}
                      {field.slice(1)}
                    </label>
                    <input
                      id={`${item.uid}-${field}`}
                      className={inputClass}
                      value={item[field]}
                      onChange={(e) => change(list, item.uid, { [field]: e.target.value })}
                    />
                  </div>
                ))}
                <ImageField
                  label="Image"
                  value={item.image}
                  onChange={(url) => change(list, item.uid, { image: url })}
                  onUploadingChange={editor.trackUpload}
                  failureMessage="❌ Failed to upload image"
                />
              </div>
              <button type="button" onClick={() => remove(list, item.uid)} className={`${dangerButton} mt-3`}>
                Delete item
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
    </section>
  );

  return (
    <section aria-labelledby="world-editor-title">
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 bg-white py-3">
        <h1 id="world-editor-title" className="text-2xl font-bold">
          Update World News
        </h1>
        <SaveButton uploading={uploading} saving={saving} disabled={status !== "ready"} onClick={() => void save()}>
          Save
        </SaveButton>
      </div>
      <EditorLoadState
        status={status}
        problem={problem}
        saveFailedMessage={FAILED}
        loadFailedMessage="Failed to load the lists."
        onReload={() => void editor.load()}
      />
      {status === "ready" && (
        <>
          {renderList("worldNews", "World News")}
          {renderList("recommended", "Recommended")}
          <DeletedItems items={editor.deleted} onRestore={editor.restore} busy={saving} />
        </>
      )}
    </section>
  );
}
