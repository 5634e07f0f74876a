import { describe, expect, it } from "vitest";
import { isPushTopic, needsResendConfirmation, normaliseTopics, PUSH_RESEND_CONFIRM_MS, pushTopicLabel, showSlug } from "./push.ts";
import { PUSH_CARD_DISMISS_MS, PUSH_TEXTS, shouldShowPushCard } from "./pushCard.ts";
import { pushSendSchema, pushSubscribeSchema } from "./pushSchema.ts";

describe("push topics", () => {
  it("accepts breaking, live, show:{slug} and section:{key} of a real section", () => {
    for (const topic of ["breaking", "live", "show:newsnight", "show:the-big-debate-2", "section:india-news", "section:world"])
      expect(isPushTopic(topic)).toBe(true);
  });

  it("refuses anything else", () => {
    for (const topic of [
      "",
      "Breaking",
      "all",
      "show:",
      "show:Big Debate",
      "show:-x",
      "show:a--b",
      "section:",
      "section:nowhere",
      `show:${"a".repeat(81)}`,
      "live ",
    ])
      expect(isPushTopic(topic)).toBe(false);
  });

  it("normalises a reader's choice: no repeats, unknown dropped, stable order", () => {
    expect(normaliseTopics(["show:b", "section:world", "breaking", "show:a", "breaking", "nonsense", "live"])).toEqual([
      "breaking",
      "live",
      "section:world",
      "show:a",
      "show:b",
    ]);
  });

  it("makes a show's slug from its name", () => {
    expect(showSlug("The Big Debate")).toBe("the-big-debate");
    expect(showSlug("  News @ 10 -- Live!  ")).toBe("news-10-live");
    expect(showSlug("समाचार")).toBe("");
    expect(isPushTopic(`show:${showSlug("x".repeat(200))}`)).toBe(true);
  });

  it("labels topics for readers and editors", () => {
    expect(pushTopicLabel("breaking")).toBe("Breaking news");
    expect(pushTopicLabel("section:india-news")).toBe("India News");
    expect(pushTopicLabel("show:newsnight")).toBe("Show: newsnight");
  });
});

describe("a second alert to a topic", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it("needs confirmation within 5 minutes of the last one, not after", () => {
    expect(needsResendConfirmation(null, now)).toBe(false);
    expect(needsResendConfirmation(new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(needsResendConfirmation(new Date(now.getTime() - PUSH_RESEND_CONFIRM_MS + 1), now)).toBe(true);
    expect(needsResendConfirmation(new Date(now.getTime() - PUSH_RESEND_CONFIRM_MS), now)).toBe(false);
  });
});

describe("the reader's card", () => {
  const base = { views: 1, dismissedAt: null, now: 1_000_000_000_000, reachedEnd: false, settled: false };
  it("never shows on the first page view, shows from the second", () => {
    expect(shouldShowPushCard(base)).toBe(false);
    expect(shouldShowPushCard({ ...base, views: 2 })).toBe(true);
  });
  it("shows when the reader reaches the end of an article", () => {
    expect(shouldShowPushCard({ ...base, reachedEnd: true })).toBe(true);
  });
  it("stays away for 30 days once dismissed, and for good once settled", () => {
    expect(shouldShowPushCard({ ...base, views: 5, dismissedAt: base.now - PUSH_CARD_DISMISS_MS + 1 })).toBe(false);
    expect(shouldShowPushCard({ ...base, views: 5, dismissedAt: base.now - PUSH_CARD_DISMISS_MS })).toBe(true);
    expect(shouldShowPushCard({ ...base, views: 5, settled: true })).toBe(false);
  });
  it("has every text in English and Hindi", () => {
    expect(Object.keys(PUSH_TEXTS.hi).sort()).toEqual(Object.keys(PUSH_TEXTS.en).sort());
    for (const text of Object.values(PUSH_TEXTS.hi)) expect(text.trim()).not.toBe("");
  });
});

describe("push input schemas", () => {
  const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "BNc", auth: "tBH" } };
  it("takes a browser's subscription with topics, English by default", () => {
    expect(pushSubscribeSchema.parse({ subscription, topics: ["breaking"] })).toMatchObject({ language: "en", topics: ["breaking"] });
  });
  it("names the bad field", () => {
    const path = (input: unknown) => pushSubscribeSchema.safeParse(input).error?.issues[0]?.path.join(".");
    expect(path({ subscription, topics: ["everything"] })).toBe("topics.0");
    expect(path({ subscription, topics: [] })).toBe("topics");
    expect(path({ subscription: { ...subscription, endpoint: "ftp://x" }, topics: ["live"] })).toBe("subscription.endpoint");
    expect(path({ subscription: { ...subscription, keys: { p256dh: "no spaces!", auth: "x" } }, topics: ["live"] })).toBe("subscription.keys.p256dh");
  });
  it("sends only to paths on the site, with an image from the site or https", () => {
    const alert = { title: "Floods", body: "", url: "/news/x", topic: "breaking" };
    expect(pushSendSchema.safeParse(alert).success).toBe(true);
    expect(pushSendSchema.safeParse({ ...alert, url: "https://evil.example/" }).error?.issues[0]?.path).toEqual(["url"]);
    expect(pushSendSchema.safeParse({ ...alert, image: "https://cdn.example/p.jpg" }).success).toBe(true);
    expect(pushSendSchema.safeParse({ ...alert, image: "javascript:alert(1)" }).success).toBe(false);
  });
});
