import type { PresenceWire } from "@matv/shared";
import { secondaryButton } from "./ui";

const names = (editors: PresenceWire["others"]) => [...new Set(editors.map((e) => e.name))].join(", ");

/**
 * Who else has this document open, both ways (ADR 067): someone else holds it ("X is editing", Take over), it was
 * taken from you ("X took over from you"), or you hold it and others have it open too ("Also open: X").
 */
export function PresenceBanner({ presence, onTakeOver }: { presence: PresenceWire | null; onTakeOver(): void }) {
  if (!presence) return null;
  const holder = !presence.youHold && presence.holder ? presence.holder : null;
  if (holder)
    return (
      <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded border border-amber-600 bg-amber-50 p-3 text-amber-950">
        <p>
          {holder.name} is editing
          {presence.takenOverBy ? <span className="block text-sm">{presence.takenOverBy.name} took over from you.</span> : null}
        </p>
        <button type="button" className={secondaryButton} onClick={onTakeOver}>
          Take over
        </button>
      </div>
    );
  if (!presence.others.length) return null;
  return (
    <p role="status" className="mt-4 rounded border border-sky-700 bg-sky-50 p-3 text-sky-950">
      Also open: {names(presence.others)}. You are editing; they see that you are.
    </p>
  );
}
