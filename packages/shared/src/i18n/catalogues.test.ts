import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions.ts";
import { countdownParts, countdownText } from "../programmes.ts";
import { feedTimeAgo, feedTimeAgoText, relativeTime, relativeTimeText } from "../time.ts";
import { CATALOGUES, compiledCatalogue, messagesFor, serverTranslator } from "./catalogues.ts";

describe("message catalogues (ADR 076)", () => {
  const english = Object.keys(CATALOGUES.en).sort();

  it.each(EDITIONS.map((e) => e.code))("the %s catalogue has every key and no other, each text non-empty", (code) => {
    expect(Object.keys(CATALOGUES[code]).sort()).toEqual(english);
    for (const [key, text] of Object.entries(CATALOGUES[code])) expect(text.trim(), key).not.toBe("");
  });

  it.each(EDITIONS.map((e) => e.code))("every %s message compiles and keeps the English one's placeholders", (code) => {
    const messages = compiledCatalogue(code);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    for (const key of english) {
      expect(messages[key], key).toBeDefined();
      expect(placeholders(CATALOGUES[code][key]!), key).toEqual(placeholders(CATALOGUES.en[key]!));
    }
  });

  it("says the spec's relative times in English exactly as time.ts does", () => {
    const { t } = serverTranslator("en");
    const now = new Date("2026-11-22T12:00:00Z");
    for (const minutes of [0, 1, 59, 60, 61, 119, 120, 23 * 60, 24 * 60, 49 * 60, 30 * 24 * 60]) {
      const date = new Date(now.getTime() - minutes * 60_000);
      const feed = feedTimeAgoText(date, now);
      expect(t(feed.key!, { count: feed.count })).toBe(feedTimeAgo(date, now));
      const relative = relativeTimeText(date, now);
      if (relative.key) expect(t(relative.key, { count: relative.count })).toBe(relativeTime(date, now));
    }
  });

  it("says them in Hindi with Hindi plurals", () => {
    const { t } = serverTranslator("hi");
    expect(t("time.hrsAgo", { count: 1 })).toBe("1 घंटा पहले");
    expect(t("time.hrsAgo", { count: 3 })).toBe("3 घंटे पहले");
    expect(t("time.justNow")).toBe("अभी-अभी");
  });

  it("says the off-air countdown in English exactly as countdownText does, and in Hindi", () => {
    const english = serverTranslator("en");
    for (const ms of [0, 1, 40_000, 59_999, 60_000, 12 * 60_000, 2 * 3600_000 + 5 * 60_000, 26 * 3600_000]) {
      const { key, values } = countdownParts(ms);
      expect(english.t(key, values)).toBe(countdownText(ms));
    }
    const { key, values } = countdownParts(2 * 3600_000 + 5 * 60_000);
    expect(serverTranslator("hi").t(key, values)).toBe("2 घंटे 05 मिनट");
  });

  it("gives a page only the namespaces it asks for, and never another edition's words", () => {
    const shell = messagesFor("hi", ["shell", "section.*.name"]);
    expect(Object.keys(shell).every((k) => k.startsWith("shell.") || /^section\.[^.]+\.name$/.test(k))).toBe(true);
    expect(shell["section.world.name"]).toEqual(["दुनिया"]);
    expect(JSON.stringify(messagesFor("en", ["shell", "common", "time"]))).not.toMatch(/[\u0900-\u097F]/);
  });
});
