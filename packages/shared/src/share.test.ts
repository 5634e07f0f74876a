import { describe, expect, it } from "vitest";
import {
  articleShareLinks,
  facebookShareUrl,
  linkedinShareUrl,
  pinterestShareUrl,
  redditShareUrl,
  SHARE_WINDOW_SIZES,
  shareWindowFeatures,
  twitterShareUrl,
  whatsappShareUrl,
} from "./share.ts";

const url = "https://matv.example/articles/a-b-0123456789abcdef01234567";

describe("share links", () => {
  it("build each network's address with the url encoded", () => {
    expect(facebookShareUrl(url)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(twitterShareUrl(url, { title: "A & B", hashtags: ["uk", "india"], related: ["matv"] })).toBe(
      `https://twitter.com/share?url=${encodeURIComponent(url)}&text=A%20%26%20B&hashtags=uk%2Cindia&related=matv`,
    );
    expect(whatsappShareUrl(url, { title: "Hello", separator: " - " })).toBe(`https://api.whatsapp.com/send?text=${encodeURIComponent(`Hello - ${url}`)}`);
    expect(whatsappShareUrl(url)).toBe(`https://api.whatsapp.com/send?text=${encodeURIComponent(url)}`);
    expect(linkedinShareUrl(url, { title: "T" })).toBe(`https://www.linkedin.com/shareArticle?url=${encodeURIComponent(url)}&mini=true&title=T`);
    expect(pinterestShareUrl(url, { media: "https://x/i.jpg" })).toContain(`media=${encodeURIComponent("https://x/i.jpg")}`);
    expect(redditShareUrl(url, { title: "T" })).toBe(`https://www.reddit.com/submit?url=${encodeURIComponent(url)}&title=T`);
  });

  it("raise '<network>.url' when the url is missing", () => {
    expect(() => facebookShareUrl("")).toThrow(new Error("facebook.url"));
    expect(() => twitterShareUrl("")).toThrow(new Error("twitter.url"));
    expect(() => whatsappShareUrl(undefined as unknown as string)).toThrow(new Error("whatsapp.url"));
    expect(() => linkedinShareUrl("")).toThrow(new Error("linkedin.url"));
    expect(() => pinterestShareUrl("", { media: "m" })).toThrow(new Error("pinterest.url"));
    expect(() => redditShareUrl("")).toThrow(new Error("reddit.url"));
  });

  it("require Pinterest media and Twitter arrays", () => {
    expect(() => pinterestShareUrl(url, { media: "" })).toThrow(new Error("pinterest.media"));
    expect(() => twitterShareUrl(url, { hashtags: "uk" as unknown as string[] })).toThrow(/twitter\.hashtags/);
    expect(() => twitterShareUrl(url, { related: "matv" as unknown as string[] })).toThrow(/twitter\.related/);
  });

  it("offer the modal's four networks in order", () => {
    expect(articleShareLinks(url, "Title").map((l) => l.label)).toEqual(["Facebook", "Twitter", "WhatsApp", "LinkedIn"]);
  });

  it("open 550x400 windows by default and larger ones for other networks, centred", () => {
    expect(shareWindowFeatures("twitter", { width: 1550, height: 1000 })).toMatch(/^width=550,height=400,left=500,top=300,/);
    expect(SHARE_WINDOW_SIZES.reddit).toEqual({ width: 660, height: 460 });
    expect(shareWindowFeatures("pinterest", { width: 800, height: 600 })).toMatch(/^width=1000,height=820,left=0,top=0,/);
  });
});
