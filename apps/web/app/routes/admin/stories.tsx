import { StoryList } from "../../features/desk/StoryList";
import { STORY_LIST_DEFAULT_LIMIT } from "@matv/shared";
import type { StaffPageHandle } from "../../features/admin/staffPage";
import type { Route } from "./+types/stories";

/** Rendered on the server with the staff shell and its first page of the list (ADR 070). */
export const handle: StaffPageHandle = { staffServerRender: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.fromCookies(request.headers.get("cookie"));
  if (!user) return { initial: null };
  const query = { ...Object.fromEntries(new URL(request.url).searchParams), limit: String(STORY_LIST_DEFAULT_LIMIT) };
  return { initial: await context.staff.listStories(user, "story", query) };
}

/** Moving between staff pages, the list comes from the API as before. */
export function clientLoader() {
  return { initial: null };
}

export const meta: Route.MetaFunction = () => [{ title: "Stories | MATV admin" }, { name: "robots", content: "noindex" }];

export default function Stories({ loaderData }: Route.ComponentProps) {
  return <StoryList initial={loaderData.initial} />;
}
