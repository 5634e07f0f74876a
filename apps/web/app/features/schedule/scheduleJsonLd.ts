import { SITE, type ScheduleSlotWire } from "@matv/shared";

/** schema.org BroadcastEvent per programme: what search engines show as a channel's listings. */
export function broadcastEventJsonLd(slot: ScheduleSlotWire): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BroadcastEvent",
    name: slot.title,
    ...(slot.description ? { description: slot.description } : {}),
    startDate: slot.start,
    endDate: slot.end,
    isLiveBroadcast: slot.isLive,
    publishedOn: { "@type": "BroadcastService", name: SITE.fullName, broadcastDisplayName: SITE.name },
  };
}
