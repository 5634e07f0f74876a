import { createContext, useContext, useSyncExternalStore } from "react";
import type { SessionUser } from "./session";

/**
 * The signed-in staff member for the staff pages (ADR 070): on the server, who the staff page cookie names; in the
 * browser, the session the sign-in left in local storage. Pages read it here, never from storage while rendering,
 * so the server render and the first browser render agree.
 */
export const StaffUserContext = createContext<SessionUser | null>(null);

export function useStaffUser(): SessionUser | null {
  return useContext(StaffUserContext);
}

/** A staff route that renders on the server with the staff shell (its component reads no browser storage while rendering). */
export interface StaffPageHandle {
  staffServerRender?: true;
}

const noSubscription = () => () => undefined;

/** False on the server and in the render that hydrates the page, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
