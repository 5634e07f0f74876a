import { useState } from "react";
import { Link, Outlet, redirect, useNavigate } from "react-router";
import { clearSession, loadSession, markStaffBrowser } from "../../features/admin/session";
import type { Route } from "./+types/layout";

/**
 * Every /admin/* page sits under this layout. It renders in the browser only: without a stored token
 * the editor goes to /login (spec 001 §6). The server checks every write on its own (ADR 005).
 */
export async function clientLoader() {
  const session = loadSession();
  if (!session) throw redirect("/login");
  // A browser signed in before the marker existed gets it too: its reading is not counted (ADR 075).
  markStaffBrowser(true);
  return { user: session.user as { email?: string; role?: string } | null };
}

export function HydrateFallback() {
  return <p className="py-10 text-center">Loading...</p>;
}

export const meta: Route.MetaFunction = () => [{ title: "Admin | MATV" }, { name: "robots", content: "noindex" }];

/** Shown when the server could not end the session: the token would otherwise stay valid for hours. */
const SIGN_OUT_FAILED = "Sign-out failed: your session is still open on the server. Check your connection and try again.";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [signOutError, setSignOutError] = useState<string | null>(null);
  async function logout() {
    // The server revokes the account's tokens (ADR 041), so a copied token dies with the session. The browser
    // forgets the token only once the server has ended it (or says it was already dead, 401): otherwise the
    // editor is told, rather than left believing a still-valid token was ended.
    const session = loadSession();
    if (session) {
      const answer = await fetch("/api/users/logout", { method: "POST", headers: { authorization: `Bearer ${session.token}` } }).catch(() => null);
      if (!answer || (!answer.ok && answer.status !== 401)) return setSignOutError(SIGN_OUT_FAILED);
    }
    clearSession();
    navigate("/login");
  }
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
        <Link to="/admin/dashboard" className="text-lg font-bold">
          Newsroom admin
        </Link>
        <div className="flex items-center gap-3 text-sm">
          {loaderData.user?.email && <span className="text-gray-700">{loaderData.user.email}</span>}
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
      <Outlet />
    </div>
  );
}
