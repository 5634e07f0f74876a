import { feedTimeAgoText, HOME_REFRESH_MS } from "@matv/shared";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useTimeText } from "../../i18n/texts";
import { SectionErrorBoundary } from "./SectionErrorBoundary";
import { UNRECOGNISED } from "./sectionData";
import type { SectionState } from "./useSection";

export const CACHED_NOTICE = "Using cached data due to API error";

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
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className ?? "space-y-4"} data-section={id}>
      <h2 id={`${id}-title`} className={hideTitle ? "sr-only" : "border-l-4 border-brand pl-3 text-2xl font-extrabold"}>
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
                {CACHED_NOTICE}
                {state.error ? ` (${state.error})` : ""}
              </span>
              <button type="button" onClick={onRetry} className="rounded border border-amber-700 px-3 py-1 font-semibold hover:bg-amber-100">
                Try Again
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
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-center">
      <p className="font-bold text-red-900">{failedText}</p>
      {error && <p className="mt-1 text-sm text-red-900">{error}</p>}
      <button type="button" onClick={onRetry} className="mt-3 rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Try Again
      </button>
    </div>
  );
}

export function CategoryBadge({ children }: { children: ReactNode }) {
  return <span className="inline-block rounded bg-brand px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{children}</span>;
}

const StoryClock = createContext<Date | undefined>(undefined);

/**
 * The home page's clock for its stories' times: the server's `now` (loader data) for the server HTML and
 * hydration, so both say the same words; then the browser's, at once (a cached page may be older) and each
 * refresh interval.
 */
export function StoryClockProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), HOME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return <StoryClock.Provider value={now}>{children}</StoryClock.Provider>;
}

/**
 * A story's time ago, by the one rule it follows everywhere (ADR 070), in the edition's words (ADR 076);
 * at `now`, else the page's StoryClockProvider, else the current time.
 */
export function TimeAgo({ date, now }: { date: string | null | undefined; now?: Date }) {
  const timeText = useTimeText();
  const clock = useContext(StoryClock);
  if (!date) return null;
  return (
    <time dateTime={date} suppressHydrationWarning>
      {timeText(feedTimeAgoText(date, now ?? clock))}
    </time>
  );
}
