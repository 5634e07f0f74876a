import { AlertsLog } from "../../features/push/AlertsLog";
import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = () => [{ title: "Alerts | MATV admin" }, { name: "robots", content: "noindex" }];

/** /admin/alerts: every alert sent and its delivery, updating while one is in flight (ADR 074). */
export default function AdminAlerts() {
  return <AlertsLog />;
}
