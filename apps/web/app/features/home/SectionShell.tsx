import type { ReactNode } from "react";
import { useT } from "../../i18n/texts";
import { SectionErrorBoundary } from "./SectionErrorBoundary";
import { FETCH_FAILED, UNRECOGNISED } from "./sectionData";
import type { SectionState } from "./useSection";

interface SectionShellProps<T> {
  id: string;
  title: string;
  state: SectionState<T>;
  /** 'Loading top stories...' */
  loadingText: string;
  /** 'Failed to load top stories' */
  failedText: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  className?: string;
  /** Headings hidden visually for blocks without a visible title. */
  hideTitle?: boolean;
}

/** A home section's frame: heading, then loading text, the failure view, or the content with the notice. */
export function SectionShell<T>({ id, title, state, loadingText, failedText, onRetry, children, className, hideTitle }: SectionShellProps<T>) {
  const t = useT();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className ?? "space-y-4"} data-section={id}>
      <h2 id={`${id}-title`} className={hideTitle ? "sr-only" : "section-title"}>
        {title}
      </h2>
      {state.status === "loading" && state.data === null && (
        <p role="status" className="py-8 text-center text-gray-700">
          {loadingText}
        </p>
      )}
      {state.status === "failed" && <SectionFailure failedText={failedText} error={state.error} onRetry={onRetry} />}
      {state.data !== null && (
        <>
          {state.stale && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              <span>
                {t("common.cachedNotice")}
                {state.error ? ` (${errorText(t, state.error)})` : ""}
              </span>
              <button type="button" onClick={onRetry} className="rounded border border-amber-700 px-3 py-1 font-semibold hover:bg-amber-100">
                {t("common.tryAgain")}
              </button>
            </div>
          )}
          {/* Data the section cannot draw (an unexpected answer, a damaged saved copy) fails this section only. */}
          <SectionErrorBoundary
            fallback={(reset) => (
              <SectionFailure
                failedText={failedText}
                error={UNRECOGNISED}
                onRetry={() => {
                  reset();
                  onRetry();
                }}
              />
            )}
          >
            <Drawn draw={children} data={state.data} />
          </SectionErrorBoundary>
        </>
      )}
    </section>
  );
}

/** Calls the section's render function inside the boundary, so what it throws is caught there. */
function Drawn<T>({ draw, data }: { draw: (data: T) => ReactNode; data: T }) {
  return draw(data);
}

/** The failure view: the section's failure text, the error, and Try Again (spec 000 §5). */
export function SectionFailure({ failedText, error, onRetry }: { failedText: string; error: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-center">
      <p className="font-bold text-red-900">{failedText}</p>
      {error && <p className="mt-1 text-sm text-red-900">{errorText(t, error)}</p>}
      <button type="button" onClick={onRetry} className="mt-3 rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        {t("common.tryAgain")}
      </button>
    </div>
  );
}

/** The loader's error is a catalogue key (FETCH_FAILED); the browser's own fetch errors are shown as they come. */
function errorText(t: ReturnType<typeof useT>, error: string): string {
  return error === FETCH_FAILED ? t(FETCH_FAILED) : error;
}

export function CategoryBadge({ children }: { children: ReactNode }) {
  return <span className="category-badge">{children}</span>;
}
