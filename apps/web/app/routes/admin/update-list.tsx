import { CATEGORY_SECTIONS } from "@matv/shared";
import { useLocation } from "react-router";
import { ListEditor } from "../../features/admin/ListEditor";
import type { Route } from "./+types/update-list";

const sectionFor = (pathname: string) => CATEGORY_SECTIONS.find((s) => s.editorPath === pathname.replace(/\/$/, ""));

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `Update ${sectionFor(location.pathname)?.navLabel ?? "list"} | MATV admin` },
  { name: "robots", content: "noindex" },
];

/** One route module for the 14 list editors; which section comes from the path and the registry. */
export default function UpdateList() {
  const section = sectionFor(useLocation().pathname);
  if (!section) return <p>Unknown editor.</p>;
  return <ListEditor key={section.key} section={section} />;
}
