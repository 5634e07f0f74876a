/**
 * What a reader typed or picked in an island's form before it hydrated (ADR 085). React 19 hydrates a controlled
 * field without touching what the browser shows, but its state still holds the server's value: the typed text
 * stays on screen while the form would send the empty value. Once the island has hydrated, each field that no
 * longer shows its server value is announced to React the way a keystroke would be (its input, click or change
 * event), so the component's own change handler takes the value in, and nothing typed is lost; a field the
 * reader has already left is then left again (its blur check, such as the support form's email, runs).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's property without React's value tracker seeing it (the tracker wraps the element's own setter). */
function setUntracked(element: HTMLInputElement | HTMLTextAreaElement, property: "value" | "checked", value: string | boolean) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

/** The value a select showed in the server HTML: its option marked selected, else its first. */
function serverValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.hasAttribute("selected")) ?? options[0])?.value ?? "";
}

/**
 * Reads what the reader changed in `root`'s fields before hydration (at once: the first render after hydration
 * puts the component's state back into them) and returns those fields with how to give each change to React:
 * to be called in a task of its own, outside React's commit, so each event's update renders before the next.
 */
export function captureTypedInput(root: HTMLElement): { fields: Field[]; replay: () => void } {
  const changed: Array<() => void> = [];
  const replayed: Field[] = [];
  for (const field of Array.from(root.querySelectorAll<Field>("input, textarea, select"))) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const picked = field.value;
      if (picked === serverValue(field)) continue;
      changed.push(() => {
        field.value = picked;
        field.dispatchEvent(new Event("change", { bubbles: true }));
      });
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      const checked = field.checked;
      if (checked === field.defaultChecked) continue;
      changed.push(() => {
        // The tracker is told the other state, the box shows the reader's: React sees a change on the click.
        field.checked = !checked;
        setUntracked(field, "checked", checked);
        // A plain Event, not a MouseEvent: it does not toggle the box again.
        field.dispatchEvent(new Event("click", { bubbles: true }));
      });
    } else if (field instanceof HTMLInputElement && field.type === "file") {
      if (!field.files?.length) continue;
      changed.push(() => field.dispatchEvent(new Event("change", { bubbles: true })));
    } else {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      changed.push(() => {
        field.value = typed === "" ? " " : "";
        setUntracked(field, "value", typed);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
    }
    replayed.push(field);
  }
  return { fields: replayed, replay: () => changed.forEach((change) => change()) };
}

/**
 * Leaves again the replayed fields the reader has left: called once React has rendered their new values, so a
 * blur check reads what was typed.
 */
export function leaveReplayedFields(fields: readonly Field[]): void {
  for (const field of fields) {
    if (field !== field.ownerDocument.activeElement) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  }
}
