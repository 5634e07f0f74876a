/** The sprite's id of lucide's heart (its path, drawn once per page by HeartSprite). */
const HEART_ID = "icon-heart";

/**
 * The like button's heart as a reference to the page's one copy (ADR 084): the same lucide drawing written out in
 * full was 400 bytes on each of home's sixteen like buttons.
 */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={filled ? "icon-line fill-current" : "icon-line"}>
      <use href={`#${HEART_ID}`} />
    </svg>
  );
}

/** The heart's drawing, once on a page with like buttons (home), outside every island so it is always there. */
export function HeartSprite() {
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0 overflow-hidden">
      <symbol id={HEART_ID} viewBox="0 0 24 24">
        <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
      </symbol>
    </svg>
  );
}
