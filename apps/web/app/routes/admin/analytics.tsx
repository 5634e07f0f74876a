import { AnalyticsDashboard } from "../../features/analytics/AnalyticsDashboard";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Analytics() {
  return <AnalyticsDashboard />;
}
