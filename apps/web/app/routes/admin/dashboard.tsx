import type { TranslationGapsWire } from "@matv/shared";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { deskApi } from "../../features/desk/storyApi";
import { type AdminLink, dashboardLinks } from "../../features/admin/adminLinks";
import { type StaffPageHandle, useStaffUser } from "../../features/admin/staffPage";
import type { Route } from "./+types/dashboard";

/** Rendered on the server with the staff shell (ADR 070). */
export const handle: StaffPageHandle = { staffServerRender: true };

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | MATV admin" }, { name: "robots", content: "noindex" }];

function Grid({ links }: { links: readonly AdminLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block rounded-lg bg-brand px-4 py-4 text-center font-semibold text-white shadow hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The published English stories with no published Hindi translation (ADR 079), linking to the desk's list of them. */
function TranslationGap() {
  const [gap, setGap] = useState<TranslationGapsWire | null>(null);
  useEffect(() => {
    deskApi("story")
      .translationGaps("en", "hi")
      .then(setGap)
      .catch(() => setGap(null));
  }, []);
  return (
    <p className="mt-6" role="status">
      {gap ? (
        <Link to={`/admin/stories?status=published&language=${gap.from}&untranslated=${gap.into}`} className="font-semibold text-brand underline">
          {gap.count === 1 ? "1 published English story has" : `${gap.count} published English stories have`} no Hindi translation
        </Link>
      ) : (
        "Counting stories without a Hindi translation..."
      )}
    </p>
  );
}

/** /admin/dashboard: a grid of buttons to every editor (spec 001 §2) and the staff views. */
export default function Dashboard() {
  const { editors, tools } = dashboardLinks(useStaffUser()?.role);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Admin dashboard
      </h1>
      <TranslationGap />
      {editors.length > 0 && (
        <>
          <h2 className="mb-3 mt-6 text-lg font-semibold">Editors</h2>
          <Grid links={editors} />
        </>
      )}
      <h2 className="mb-3 mt-8 text-lg font-semibold">Newsroom</h2>
      <Grid links={tools} />
    </section>
  );
}
