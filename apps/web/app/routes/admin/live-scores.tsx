import { LiveScoresEditor } from "../../features/live-scores/LiveScoresEditor";
import type { Route } from "./+types/live-scores";

export const meta: Route.MetaFunction = () => [{ title: "Live scores | MATV admin" }, { name: "robots", content: "noindex" }];

export default function LiveScores() {
  return <LiveScoresEditor />;
}
