import { AuditLog } from "../../features/desk/AuditLog";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Audit() {
  return <AuditLog />;
}
