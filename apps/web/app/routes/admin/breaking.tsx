import { staffApi } from "../../features/admin/apiClient";
import { BreakingAdmin } from "../../features/breaking/BreakingAdmin";
import type { Route } from "./+types/breaking";
import * as api from "../../lib/api/endpoints";

export const meta: Route.MetaFunction = () => [{ title: "Breaking news banner | MATV admin" }, { name: "robots", content: "noindex" }];

export async function clientLoader() {
  return (await staffApi(api.breaking())).data;
}

export function HydrateFallback() {
  return <p>Loading...</p>;
}

/** /admin/breaking: the breaking-news banner (ADR 062). */
export default function AdminBreaking({ loaderData }: Route.ComponentProps) {
  return <BreakingAdmin initial={loaderData} />;
}
