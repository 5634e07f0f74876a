import { useCallback, useEffect, useRef, useState } from "react";
import type { SectionResult } from "./sectionData";

export type SectionStatus = "loading" | "loaded" | "failed";

export interface SectionState<T> {
  status: SectionStatus;
  data: T | null;
  /** The last error, kept while older or sample data is shown. */
  error: string | null;
  /** Older data (the browser's copy or built-in samples) is shown because of an error. */
  stale: boolean;
}

export interface SectionOptions<T> {
  /** localStorage key of the browser's last good copy. */
  key: string;
  /** What the server sent with the page; null after a client-side navigation (the browser loads it). */
  initial: SectionResult<T> | null | undefined;
  load: () => Promise<T>;
  /** Built-in samples shown after an error when there is no newer copy; none for sports and money. */
  fallback?: () => T;
  /** Whether the server's data is usable (e.g. a non-empty list). */
  accept?: (data: T) => boolean;
}

const STORAGE_PREFIX = "matv:home:";

function readCopy<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    return raw ? ((JSON.parse(raw) as { data: T }).data ?? null) : null;
  } catch {
    return null;
  }
}

function writeCopy<T>(key: string, data: T) {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), data }));
  } catch {
    // Storage full or disabled: the section still works, only without a copy.
  }
}

function initialState<T>({ initial, fallback, accept }: SectionOptions<T>): SectionState<T> {
  if (!initial) return { status: "loading", data: null, error: null, stale: false };
  if (initial.ok && (!accept || accept(initial.data))) return { status: "loaded", data: initial.data, error: null, stale: false };
  const error = initial.ok ? "Unrecognised response format" : initial.error;
  // The server render cannot see the browser's copy: samples first, the copy replaces them on mount.
  if (fallback) return { status: "loaded", data: fallback(), error, stale: true };
  return { status: "failed", data: null, error, stale: false };
}

/**
 * One home section's data: the server's first render, then the browser's reloads. After an error the
 * section keeps what it shows (with the notice), else shows the browser's last good copy, else the
 * built-in samples, else the failure view with Try Again.
 */
export function useSection<T>(options: SectionOptions<T>): [SectionState<T>, () => void] {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<SectionState<T>>(() => initialState(options));
  const realData = useRef(Boolean(options.initial?.ok && (!options.accept || options.accept(options.initial.data))));

  const fail = useCallback((error: string) => {
    const { key, fallback } = optionsRef.current;
    setState((current) => {
      if (current.data !== null && realData.current) return { ...current, status: "loaded", error, stale: true };
      const copy = readCopy<T>(key);
      if (copy !== null) {
        realData.current = true;
        return { status: "loaded", data: copy, error, stale: true };
      }
      if (fallback) return { status: "loaded", data: fallback(), error, stale: true };
      return { status: "failed", data: null, error, stale: false };
    });
  }, []);

  const load = useCallback(async () => {
    setState((current) => (current.data === null ? { ...current, status: "loading" } : current));
    try {
      const data = await optionsRef.current.load();
      realData.current = true;
      writeCopy(optionsRef.current.key, data);
      setState({ status: "loaded", data, error: null, stale: false });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }, [fail]);

  useEffect(() => {
    const { initial, key, accept } = optionsRef.current;
    if (!initial) void load();
    else if (initial.ok && (!accept || accept(initial.data))) writeCopy(key, initial.data);
    else fail(initial.ok ? "Unrecognised response format" : initial.error);
  }, [load, fail]);

  return [state, load];
}
