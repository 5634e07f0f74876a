import { StaffAccounts } from "../../features/admin/StaffAccounts";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff accounts | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Staff() {
  return <StaffAccounts />;
}
