import type { ComponentType } from "react";

/**
 * Every component a static page may hydrate as an island (ADR 078), by the name its wrapper carries. Each is
 * imported on demand, so the islands build splits them into their own hashed files: a page fetches only the
 * islands it hydrates, when it hydrates them.
 */
export const ISLANDS = {
  HomeLiveTv: () => import("../features/live/HomeLiveTv").then((m) => m.HomeLiveTv),
  MoreToExplore: () => import("../features/home/ListSections").then((m) => m.MoreToExplore),
  DeepDive: () => import("../features/home/ListSections").then((m) => m.DeepDive),
  TopStories: () => import("../features/home/ListSections").then((m) => m.TopStories),
  Community: () => import("../features/home/ListSections").then((m) => m.Community),
  Money: () => import("../features/home/ListSections").then((m) => m.Money),
  HeadlineBlock: () => import("../features/home/EditorBlocks").then((m) => m.HeadlineBlock),
  MatvBlock: () => import("../features/home/EditorBlocks").then((m) => m.MatvBlock),
  Sports: () => import("../features/home/Sports").then((m) => m.Sports),
  Technology: () => import("../features/home/Technology").then((m) => m.Technology),
  LikeButton: () => import("../features/home/LikeButton").then((m) => m.LikeToggle),
  LiveScores: () => import("../features/home/Sports").then((m) => m.LiveScoreList),
  SportsNews: () => import("../features/home/Sports").then((m) => m.SportsNewsList),
  LatestVideos: () => import("../features/video/LatestVideos").then((m) => m.LatestVideos),
  VideoGrid: () => import("../features/video/VideoGrid").then((m) => m.VideoGrid),
  PetitionView: () => import("../features/petition/PetitionView").then((m) => m.PetitionView),
  SupportForm: () => import("../features/support/SupportForm").then((m) => m.SupportForm),
  ScheduleDay: () => import("../features/schedule/ScheduleDay").then((m) => m.ScheduleDay),
  LiveChannel: () => import("../features/live/LiveChannel").then((m) => m.LiveChannel),
  CurrentLiveCard: () => import("../features/live/CurrentLiveCard").then((m) => m.CurrentLiveCard),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof ISLANDS;
