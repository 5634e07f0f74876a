import type { PushAlertListItemWire } from "@matv/shared";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, setupEditorTest } from "../admin/editorTestSetup";
import { ALERTS_POLL_MS, AlertsLog, formatSentAt } from "./AlertsLog";

const alert = (over: Partial<PushAlertListItemWire>): PushAlertListItemWire => ({
  _id: "a".repeat(24),
  status: "sent",
  sent: 0,
  failed: 0,
  pruned: 0,
  opened: 0,
  targets: 0,
  title: "An alert",
  body: "",
  url: "/news",
  topic: "breaking",
  createdAt: "2026-07-01T11:05:00.000Z",
  finishedAt: null,
  sentBy: null,
  ...over,
});

let answers: PushAlertListItemWire[][] = [];
const mocks = setupEditorTest(() => (answers.length > 1 ? answers.shift() : answers[0]));
const listCalls = () => mocks.fetch.mock.calls.filter(([url]) => url === "/api/admin/push").length;

/** Lets the pending fetch answer and React render it. */
const settle = () => act(async () => undefined);
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
  answers = [];
});

const rows = () => within(screen.getByTestId("alerts-rows")).getAllByRole("row");
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("AlertsLog", () => {
  it("lists alerts newest first with the topic's label, UK time, sender, status and counts", async () => {
    answers = [
      [
        alert({ _id: "b".repeat(24), title: "Polls close", topic: "section:world", sentBy: "Asha Editor", sent: 120, failed: 2, pruned: 3, opened: 14 }),
        alert({ _id: "c".repeat(24), title: "The Big Debate starts in 10 minutes", topic: "live", createdAt: "2026-01-10T09:00:00.000Z", sent: 5 }),
      ],
    ];
    render(<AlertsLog />);
    await settle();
    expect(screen.getByRole("heading", { level: 1, name: "Alerts" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Title",
      "Topic",
      "Sent at",
      "Sent by",
      "Status",
      "Sent",
      "Failed",
      "Expired subscriptions removed",
      "Opened",
    ]);
    const [first, second] = rows();
    expect(within(first!).getByRole("rowheader").textContent).toBe("Polls close");
    expect(cells(first!)).toEqual(["World", formatSentAt("2026-07-01T11:05:00.000Z"), "Asha Editor", "Sent", "120", "2", "3", "14"]);
    // July: British Summer Time; January: GMT.
    expect(formatSentAt("2026-07-01T11:05:00.000Z")).toBe("1 Jul 2026, 12:05");
    expect(formatSentAt("2026-01-10T09:00:00.000Z")).toBe("10 Jan 2026, 09:00");
    expect(cells(second!)).toEqual(["MATV is live", "10 Jan 2026, 09:00", "System", "Sent", "5", "0", "0", "0"]);
    expect(screen.getByTestId("alerts-rows").getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByTestId("alerts-updating")).toBeNull();
  });

  it("says when nothing has been sent, and asks no more", async () => {
    answers = [[]];
    render(<AlertsLog />);
    await settle();
    expect(screen.getByText("No alerts sent yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    await advance(ALERTS_POLL_MS * 3);
    expect(listCalls()).toBe(1);
  });

  it("polls every 3 s while an alert is in flight, updates figures in place and stops once none is", async () => {
    const done = alert({ _id: "d".repeat(24), title: "Earlier", sent: 7 });
    answers = [
      [alert({ title: "Now", status: "queued" }), done],
      [alert({ title: "Now", status: "sending", sent: 40 }), done],
      [alert({ title: "Now", status: "sent", sent: 90, failed: 1, pruned: 2 }), done],
    ];
    render(<AlertsLog />);
    await settle();
    expect(cells(rows()[0]!)).toContain("Queued");
    expect(screen.getByTestId("alerts-updating")).toBeTruthy();
    const unchangedRow = rows()[1]!;
    const unchangedText = within(unchangedRow).getByText("7").firstChild;

    await advance(ALERTS_POLL_MS - 1);
    expect(listCalls()).toBe(1);
    await advance(1);
    expect(listCalls()).toBe(2);
    expect(cells(rows()[0]!)).toEqual(expect.arrayContaining(["Sending", "40"]));

    await advance(ALERTS_POLL_MS);
    expect(listCalls()).toBe(3);
    expect(cells(rows()[0]!).slice(3)).toEqual(["Sent", "90", "1", "2", "0"]);
    // The finished alert's row was left as it was: the live region does not announce it again.
    expect(rows()[1]).toBe(unchangedRow);
    expect(within(rows()[1]!).getByText("7").firstChild).toBe(unchangedText);
    expect(screen.queryByTestId("alerts-updating")).toBeNull();

    // Nothing in flight: no more requests.
    await advance(ALERTS_POLL_MS * 5);
    expect(listCalls()).toBe(3);
  });

  it("does not poll while the tab is hidden, and asks at once when it is shown again", async () => {
    let state: DocumentVisibilityState = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => state);
    answers = [[alert({ status: "sending", sent: 1 })], [alert({ status: "sent", sent: 3 })]];
    render(<AlertsLog />);
    await settle();
    state = "hidden";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await advance(ALERTS_POLL_MS * 4);
    expect(listCalls()).toBe(1);

    state = "visible";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await settle();
    expect(listCalls()).toBe(2);
    expect(cells(rows()[0]!).slice(3)).toEqual(["Sent", "3", "0", "0", "0"]);
    await advance(ALERTS_POLL_MS * 3);
    expect(listCalls()).toBe(2);
  });

  it("shows the server's refusal to a writer", async () => {
    mocks.fetch.mockResolvedValueOnce(json(403, { success: false, message: "Writers cannot do this. Ask an editor." }));
    render(<AlertsLog />);
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Writers cannot do this. Ask an editor.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("Loading...")).toBeNull();
  });
});
