import { buildEditorSlug, type CategorySection, type SectionListAdminView } from "@matv/shared";
import { useId } from "react";
import { DeletedItems } from "./DeletedItems";
import { EditorLoadState } from "./EditorLoadState";
import { ImageField } from "./ImageField";
import { dangerButton, inputClass, labelClass, secondaryButton } from "./ui";
import { useSectionList } from "./useSectionList";
import { SaveButton } from "./SaveButton";

interface EditorItem {
  /** Client-only key (never sent). */
  uid: string;
  _id?: string;
  title: string;
  image: string;
  content: string;
  category: string;
  slug: string;
}

let nextUid = 0;
const uid = () => `item-${++nextUid}`;

const fromView = (view: SectionListAdminView): EditorItem[] =>
  view.items.map((i) => ({ uid: uid(), _id: i._id, title: i.title, image: i.image, content: i.content, category: i.category, slug: i.slug }));

/**
 * The one list editor for viral, latest news and the 12 categories (spec 001 §2 "Admin editors"),
 * driven by the section registry: texts, API path and delete question come from `section`.
 */
export function ListEditor({ section }: { section: CategorySection }) {
  const list = useSectionList({ sectionKey: section.key, fromView, initial: [], reportName: "section list", restoreWhat: "list" });
  const { value: items, status, problem, saving, uploading } = list;
  const headingId = useId();

  function update(uidToChange: string, patch: Partial<EditorItem>) {
    list.edit((current) => current.map((item) => (item.uid === uidToChange ? { ...item, ...patch } : item)));
  }

  function addItem() {
    list.edit((current) => [...current, { uid: uid(), title: "", image: "", content: "", category: "", slug: "" }]);
  }

  /** The list is saved in this order, which is the public order. */
  function move(index: number, by: -1 | 1) {
    list.edit((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  }

  function removeItem(item: EditorItem) {
    if (!window.confirm(section.deleteConfirm)) return;
    list.edit((current) => current.filter((i) => i.uid !== item.uid));
  }

  function save() {
    const body = {
      items: items.map(({ _id, title, image, content, category, slug }) => ({
        ...(_id ? { _id } : {}),
        title: title.trim(),
        image,
        content,
        category,
        // A blank slug is filled from the trimmed title in every editor (spec 001 §5).
        slug: slug.trim() || buildEditorSlug(title.trim()),
      })),
    };
    return list.save(section.apiPath, body, section.savedMessage, section.saveFailedMessage);
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 bg-white py-3">
        <h1 id={headingId} className="text-2xl font-bold">
          Update {section.navLabel}
        </h1>
        <div className="flex gap-2">
          <button type="button" onClick={addItem} disabled={status !== "ready"} className={secondaryButton}>
            Add item
          </button>
          <SaveButton uploading={uploading} saving={saving} disabled={status !== "ready"} onClick={() => void save()}>
            Save
          </SaveButton>
        </div>
      </div>
      <EditorLoadState
        status={status}
        problem={problem}
        saveFailedMessage={section.saveFailedMessage}
        loadFailedMessage="Failed to load the list."
        onReload={() => void list.load()}
      />
      {status === "ready" && items.length === 0 && <p className="mt-6">{section.emptyMessage} Use Add item to start the list.</p>}
      {status === "ready" && (
        <ol className="mt-6 space-y-6">
          {items.map((item, index) => (
            <li key={item.uid}>
              <fieldset className="rounded border border-gray-300 p-4">
                <legend className="px-1 font-semibold">
                  Item {index + 1}
                  {item.title ? `: ${item.title}` : ""}
                </legend>
                <div className="grid gap-4 md:grid-cols-2">
                  <div>
                    <label className={labelClass} htmlFor={`${item.uid}-title`}>
                      Title
                    </label>
                    <input
                      id={`${item.uid}-title`}
                      className={inputClass}
                      value={item.title}
                      // A title change regenerates the slug; it can then be edited by hand (spec 001 §5).
                      onChange={(e) => update(item.uid, { title: e.target.value, slug: buildEditorSlug(e.target.value) })}
                    />
                  </div>
                  <div>
                    <label className={labelClass} htmlFor={`${item.uid}-slug`}>
                      Slug
                    </label>
                    <input id={`${item.uid}-slug`} className={inputClass} value={item.slug} onChange={(e) => update(item.uid, { slug: e.target.value })} />
                  </div>
                  <div>
                    <label className={labelClass} htmlFor={`${item.uid}-category`}>
                      Category
                    </label>
                    <input
                      id={`${item.uid}-category`}
                      className={inputClass}
                      value={item.category}
                      onChange={(e) => update(item.uid, { category: e.target.value })}
                    />
                  </div>
                  <ImageField
                    label="Image"
                    value={item.image}
                    onChange={(url) => update(item.uid, { image: url })}
                    onUploadingChange={list.trackUpload}
                    failureMessage={section.key === "viral" ? "Image upload failed" : "❌ Failed to upload image"}
                  />
                  <div className="md:col-span-2">
                    <label className={labelClass} htmlFor={`${item.uid}-content`}>
                      Content (HTML allowed)
                    </label>
                    <textarea
                      id={`${item.uid}-content`}
                      rows={5}
                      className={inputClass}
                      value={item.content}
                      onChange={(e) => update(item.uid, { content: e.target.value })}
                    />
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    className={secondaryButton}
                    aria-label={`Move item ${index + 1} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={index === items.length - 1}
                    className={secondaryButton}
                    aria-label={`Move item ${index + 1} down`}
                  >
                    Move down
                  </button>
                  <button type="button" onClick={() => removeItem(item)} className={dangerButton}>
                    Delete item
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <DeletedItems items={list.deleted} onRestore={list.restore} busy={saving} />
    </section>
  );
}
