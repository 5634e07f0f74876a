import { PetitionsDesk } from "../../features/admin/PetitionsDesk";
import type { Route } from "./+types/petitions";

export const meta: Route.MetaFunction = () => [{ title: "Petitions | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Petitions() {
  return <PetitionsDesk />;
}
