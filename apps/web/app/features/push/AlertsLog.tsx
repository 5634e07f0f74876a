import { type PushAlertListItemWire, type PushAlertStatus, pushTopicLabel } from "@matv/shared";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, staffApi } from "../admin/apiClient";
import { StaffTableHead } from "../admin/StaffTableHead";
import * as api from "../../lib/api/endpoints";

/** How often the page asks again while an alert is queued or sending. */
export const ALERTS_POLL_MS = 3000;

const STATUS_LABELS: Record<PushAlertStatus, string> = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };

/** An alert still being delivered: the page keeps asking until none is. */
export const inFlight = (alert: Pick<PushAlertListItemWire, "status">) => alert.status === "queued" || alert.status === "sending";

/** When an alert went, as the newsroom reads it: en-GB, UK time. */
export function formatSentAt(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
}

const COLUMNS = ["Title", "Topic", "Sent at", "Sent by", "Status", "Sent", "Failed", "Expired subscriptions removed", "Opened"];

/**
 * One alert's row. Memoised on the figures it shows: a poll that leaves an alert unchanged leaves its row's DOM
 * untouched, so the live region around the rows announces only the figures that changed.
 */
const AlertRow = memo(
  function AlertRow({ alert }: { alert: PushAlertListItemWire }) {
    return (
      <tr className="border-b border-gray-200 align-top" data-testid={`alert-${alert._id}`}>
        <th scope="row" className="py-2 pr-3 text-left font-semibold">
          {alert.title}
        </th>
        <td className="py-2 pr-3">{pushTopicLabel(alert.topic)}</td>
        <td className="whitespace-nowrap py-2 pr-3">
          <time dateTime={alert.createdAt}>{formatSentAt(alert.createdAt)}</time>
        </td>
        <td className="py-2 pr-3">{alert.sentBy ?? "System"}</td>
        <td className="py-2 pr-3">{STATUS_LABELS[alert.status]}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{alert.sent}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{alert.failed}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{alert.pruned}</td>
        <td className="py-2 text-right tabular-nums">{alert.opened}</td>
      </tr>
    );
  },
  (before, after) =>
    (["_id", "title", "topic", "createdAt", "sentBy", "status", "sent", "failed", "pruned", "opened"] as const).every(
      (key) => before.alert[key] === after.alert[key],
    ),
);

/**
 * /admin/alerts (ADR 074): every alert the newsroom sent, newest first, with its delivery. While one is queued or
 * sending the page asks again every 3 seconds (not while the tab is hidden) and the figures change in place;
 * editors and admins only (the server answers writers 403, shown as its message).
 */
export function AlertsLog() {
  const [alerts, setAlerts] = useState<PushAlertListItemWire[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);

  const load = useCallback(async () => {
    try {
      const body = await staffApi(api.pushAlerts());
      if (live.current) {
        setAlerts(body.data);
        setError(null);
      }
    } catch (failure) {
      if (!live.current) return;
      // A refusal ends the page; a failed poll keeps the last figures and says so.
      if (failure instanceof ApiError && failure.status === 403) setAlerts(null);
      setError(failure instanceof Error ? failure.message : "Failed to load the alerts");
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const polling = Boolean(alerts?.some(inFlight));
  const [visible, setVisible] = useState(() => typeof document === "undefined" || document.visibilityState !== "hidden");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);

  // One request at a time: the next is asked for 3 s after the last answer; coming back to the tab asks at once.
  const wasVisible = useRef(visible);
  useEffect(() => {
    const cameBack = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (!polling || !visible) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timer = setTimeout(() => {
        void load().then(() => {
          if (!stopped) tick();
        });
      }, ALERTS_POLL_MS);
    };
    if (cameBack) void load();
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, visible, load]);

  return (
    <section aria-labelledby="alerts-log-title">
      <h1 id="alerts-log-title" className="text-2xl font-bold">
        Alerts
      </h1>
      <p className="mt-1 text-gray-700">Every alert sent to readers&apos; devices, newest first, with its delivery. Times are UK time.</p>
      {error && (
        <p role="alert" className="mt-3 text-red-800">
          {error}
        </p>
      )}
      {!alerts ? (
        !error && <p className="mt-3">Loading...</p>
      ) : alerts.length === 0 ? (
        <p className="mt-3">No alerts sent yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Alerts sent, newest first, with their delivery counts</caption>
            <StaffTableHead columns={COLUMNS} />
            <tbody aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid="alerts-rows">
              {alerts.map((alert) => (
                <AlertRow key={alert._id} alert={alert} />
              ))}
            </tbody>
          </table>
          {polling && (
            <p className="mt-2 text-sm text-gray-700" data-testid="alerts-updating">
              Updating while alerts are being delivered.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
