import { type PageCacheRule, STAFF_PAGE_COOKIE } from "@matv/shared";
import { useState } from "react";
import { Link, Outlet, redirect, useMatches, useNavigate } from "react-router";
import { clearSession, loadSession, markStaffBrowser, type SessionUser } from "../../features/admin/session";
import { type StaffPageHandle, StaffUserContext, useHydrated } from "../../features/admin/staffPage";
import type { Route } from "./+types/layout";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

/** A request that carries the staff page cookie is never answered from the page cache. */
export const handle: PageCacheRule = { cacheCookies: [STAFF_PAGE_COOKIE] };

/**
 * Every /admin/* page sits under this layout. The server renders the shell (and the pages that allow it, with their
 * first data) for the staff member its staff page cookie names (ADR 070); without one, a placeholder. In the
 * browser the token guard runs as before: without a stored token the editor goes to /login (spec 001 §6). The
 * server checks every write on its own (ADR 005).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: (await context.staff.fromCookies(request.headers.get("cookie"))) as SessionUser | null };
}

export async function clientLoader() {
  const session = loadSession();
  if (!session) throw redirect("/login");
  // A browser signed in before the marker existed gets it too: its reading is not counted (ADR 075).
  markStaffBrowser(true);
  return { user: session.user as SessionUser | null };
}
// The guard runs when the page first loads too, over whatever the server rendered.
clientLoader.hydrate = true as const;

/** Staff pages are for one person: never stored by a browser, proxy or the page cache. */
export function headers() {
  return { "cache-control": "no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin | MATV" }, { name: "robots", content: "noindex" }];

/** Shown when the server could not end the session: the token would otherwise stay valid for hours. */
const SIGN_OUT_FAILED = "Sign-out failed: your session is still open on the server. Check your connection and try again.";

const loading = <p className="py-10 text-center">Loading...</p>;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const serverRendered = useMatches().some((match) => (match.handle as StaffPageHandle | undefined)?.staffServerRender);
  const user = loaderData.user;
  const [signOutError, setSignOutError] = useState<string | null>(null);
  async function logout() {
    // The server revokes the account's tokens (ADR 041) and clears the staff page cookie, so a copied token dies
    // with the session. The browser forgets the token only once the server has ended it (or says it was already
    // dead, 401): otherwise the editor is told, rather than left believing a still-valid token was ended.
    const session = loadSession();
    if (session) {
      const answer = await apiFetch(api.logout(), { headers: { authorization: `Bearer ${session.token}` } }).catch(() => null);
      if (!answer || (!answer.ok && answer.status !== 401)) return setSignOutError(SIGN_OUT_FAILED);
    }
    clearSession();
    navigate("/login");
  }
  if (!user) return loading;
  return (
    <StaffUserContext.Provider value={user}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
        <Link to="/admin/dashboard" className="text-lg font-bold">
          Newsroom admin
        </Link>
        <div className="flex items-center gap-3 text-sm">
          {user.email && <span className="text-gray-700">{user.email}</span>}
          <button type="button" onClick={() => void logout()} className="rounded border border-gray-400 px-3 py-1.5 font-semibold hover:bg-gray-50">
            Logout
          </button>
        </div>
        {signOutError && (
          <p role="alert" className="w-full rounded bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {signOutError}
          </p>
        )}
      </div>
      {/* Pages that read the browser's storage while rendering wait for the browser. */}
      {hydrated || serverRendered ? <Outlet /> : loading}
    </StaffUserContext.Provider>
  );
}
