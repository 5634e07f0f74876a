import { SupportRequestsAdmin } from "../../features/admin/SupportRequestsAdmin";
import type { Route } from "./+types/support-requests";

export const meta: Route.MetaFunction = () => [{ title: "Support requests | MATV admin" }, { name: "robots", content: "noindex" }];

export default function SupportRequests() {
  return <SupportRequestsAdmin />;
}
