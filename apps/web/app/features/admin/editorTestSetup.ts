import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, type Mock, vi } from "vitest";

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The admin editors' component-test setup, registered for every test of the calling file: a stored
 * staff token, `fetch` answering 200 with `{data: answer()}`, and alert/confirm stubs (confirm says OK).
 * Read `mocks.fetch` inside a test: each test gets a fresh mock.
 */
export function setupEditorTest(answer: () => unknown): { fetch: Mock } {
  const mocks = { fetch: vi.fn() };
  beforeEach(() => {
    localStorage.setItem("token", "t");
    mocks.fetch = vi.fn(async () => json(200, { data: answer() }));
    vi.stubGlobal("fetch", mocks.fetch);
    window.alert = vi.fn();
    window.confirm = vi.fn(() => true);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return mocks;
}
