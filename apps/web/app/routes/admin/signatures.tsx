import { SignaturesAdmin } from "../../features/admin/SignaturesAdmin";
import type { Route } from "./+types/signatures";

export const meta: Route.MetaFunction = () => [{ title: "Petition signatures | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Signatures() {
  return <SignaturesAdmin />;
}
