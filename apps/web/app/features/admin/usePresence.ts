import { PRESENCE_HEARTBEAT_MS, type PresenceWire } from "@matv/shared";
import { useCallback, useEffect, useState } from "react";
import { staffApi } from "./apiClient";
import * as api from "../../lib/api/endpoints";

function newSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

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
      // Presence is declared by a document of any kind (ADR 067).
      return (await staffApi(api.presenceBeat(kind, id ?? ""), takeOver ? { sessionId, takeOver } : { sessionId })).data;
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
    const release = () => void staffApi(api.presenceRelease(kind, id, sessionId), undefined, { keepalive: true }).catch(() => undefined);
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
