import { type DocumentKind, PRESENCE_HEARTBEAT_MS, type PresenceWire } from "@matv/shared";
import { useCallback, useEffect, useState } from "react";
import { deskApi } from "./storyApi";

function newSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * This tab's presence on a story: a heartbeat every PRESENCE_HEARTBEAT_MS, released when the tab is
 * hidden for good (pagehide, sent with keepalive) or the editor closes. The server forgets a quiet
 * tab after PRESENCE_TIMEOUT_MS, so a crashed browser does not hold a story.
 */
export function usePresence(storyId: string | undefined, kind: DocumentKind = "story"): { presence: PresenceWire | null; takeOver(): Promise<void> } {
  const api = deskApi(kind);
  const [sessionId] = useState(newSessionId);
  const [presence, setPresence] = useState<PresenceWire | null>(null);

  useEffect(() => {
    if (!storyId) return;
    let live = true;
    const beat = () =>
      api
        .heartbeat(storyId, sessionId)
        .then((next) => live && setPresence(next))
        .catch(() => undefined);
    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    const release = () => api.releasePresence(storyId, sessionId);
    window.addEventListener("pagehide", release);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", release);
      release();
    };
  }, [storyId, sessionId, api]);

  const takeOver = useCallback(async () => {
    if (!storyId) return;
    setPresence(await api.heartbeat(storyId, sessionId, true));
  }, [storyId, sessionId, api]);

  return { presence, takeOver };
}
