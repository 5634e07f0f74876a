/**
 * Closes an open disclosure (the header's More list) when the reader presses Escape, focus going back to
 * its toggle, or clicks outside the toggle and the list. Used by SiteHeader (React) and the islands
 * script (static pages). Returns the function that stops listening.
 */
export function dismissOnEscapeOrOutside(toggle: HTMLElement, list: HTMLElement, close: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    close();
    toggle.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof Node && !toggle.contains(target) && !list.contains(target)) close();
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onClick);
  };
}
