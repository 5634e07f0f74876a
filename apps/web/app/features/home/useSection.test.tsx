import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSection } from "./useSection";

const KEY = "matv:home:test";
afterEach(() => window.localStorage.clear());

describe("useSection", () => {
  it("shows the server's data at once and keeps a copy in the browser", async () => {
    const load = vi.fn();
    const { result } = renderHook(() => useSection({ key: "test", initial: { ok: true, data: ["a"] }, load }));
    expect(result.current[0]).toEqual({ status: "loaded", data: ["a"], error: null, stale: false });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(KEY)!).data).toEqual(["a"]));
    expect(load).not.toHaveBeenCalled();
  });

  it("loads in the browser when the page came without data (client navigation)", async () => {
    const { result } = renderHook(() => useSection({ key: "test", initial: null, load: async () => ["b"] }));
    expect(result.current[0].status).toBe("loading");
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: "loaded", data: ["b"], stale: false }));
  });

  it("after an error prefers the browser's copy, then samples, then the failure view", async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ data: ["copy"] }));
    const failing = async () => {
      throw new Error("API request failed: 500");
    };
    const withCopy = renderHook(() => useSection({ key: "test", initial: null, load: failing, fallback: () => ["sample"] }));
    await waitFor(() => expect(withCopy.result.current[0]).toEqual({ status: "loaded", data: ["copy"], error: "API request failed: 500", stale: true }));

    window.localStorage.clear();
    const withSamples = renderHook(() => useSection({ key: "test", initial: null, load: failing, fallback: () => ["sample"] }));
    await waitFor(() => expect(withSamples.result.current[0]).toMatchObject({ data: ["sample"], stale: true }));

    const nothing = renderHook(() => useSection({ key: "test", initial: { ok: false, error: "down" }, load: failing }));
    await waitFor(() => expect(nothing.result.current[0]).toEqual({ status: "failed", data: null, error: "down", stale: false }));
  });

  it("refuses server data the section cannot use, and Try Again replaces samples with fresh data", async () => {
    let answer: string[] | Error = new Error("API request failed: 503");
    const load = async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const { result } = renderHook(() =>
      useSection<string[]>({ key: "test", initial: { ok: true, data: [] }, load, fallback: () => ["sample"], accept: (d) => d.length > 0 }),
    );
    expect(result.current[0]).toMatchObject({ data: ["sample"], stale: true });
    answer = ["fresh"];
    await act(async () => result.current[1]());
    expect(result.current[0]).toEqual({ status: "loaded", data: ["fresh"], error: null, stale: false });
  });

  it("keeps showing real data with the notice when a reload fails", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useSection({
        key: "test",
        initial: { ok: true, data: ["real"] },
        load: async () => {
          if (fail) throw new Error("API request failed: 500");
          return ["new"];
        },
        fallback: () => ["sample"],
      }),
    );
    await act(async () => result.current[1]());
    expect(result.current[0]).toEqual({ status: "loaded", data: ["real"], error: "API request failed: 500", stale: true });
    fail = false;
    await act(async () => result.current[1]());
    expect(result.current[0]).toMatchObject({ data: ["new"], stale: false });
  });
});
