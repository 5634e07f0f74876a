import { PRESENCE_HEARTBEAT_MS, type PresenceWire } from "@matv/shared";
import { useCallback, useEffect, useState } from "react";
import { staffFetch } from "./apiClient";

function newSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The presence path of a document of any kind that declares presence (ADR 067). */
const presencePath = (kind: string, id: string) => `/api/admin/presence/${kind}/${id}`;

/**
 * This tab's presence on a document: a heartbeat every PRESENCE_HEARTBEAT_MS (so every editor of it sees every
 * other one within that), released when the tab is hidden for good (pagehide, sent with keepalive) or the editor
 * closes. The server forgets a quiet tab after PRESENCE_TIMEOUT_MS, so a crashed browser does not hold a document.
 */
export function usePresence(kind: string, id: string | undefined): { presence: PresenceWire | null; takeOver(): Promise<void> } {
  const [sessionId] = useState(newSessionId);
  const [presence, setPresence] = useState<PresenceWire | null>(null);

  const beat = useCallback(
    async (takeOver = false) => {
      const body = JSON.stringify(takeOver ? { sessionId, takeOver } : { sessionId });
      return (await staffFetch<{ data: PresenceWire }>(presencePath(kind, id ?? ""), { method: "POST", body })).data;
    },
    [kind, id, sessionId],
  );

  useEffect(() => {
    if (!id) return;
    let live = true;
    const tick = () =>
      beat()
        .then((next) => live && setPresence(next))
        .catch(() => undefined);
    void tick();
    const timer = window.setInterval(() => void tick(), PRESENCE_HEARTBEAT_MS);
    const release = () =>
      void staffFetch(`${presencePath(kind, id)}?sessionId=${encodeURIComponent(sessionId)}`, { method: "DELETE", keepalive: true }).catch(() => undefined);
    window.addEventListener("pagehide", release);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", release);
      release();
    };
  }, [kind, id, sessionId, beat]);

  const takeOver = useCallback(async () => {
    if (id) setPresence(await beat(true));
  }, [id, beat]);

  return { presence, takeOver };
}
