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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  async function logout() {
    // The server revokes the account's tokens (ADR 041), so a copied token dies with the session;
    // the browser forgets it whatever the answer (already expired, offline).
    const session = loadSession();
    if (session) await fetch("/api/users/logout", { method: "POST", headers: { authorization: `Bearer ${session.token}` } }).catch(() => undefined);
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
      </div>
      <Outlet />
    </div>
  );
}
