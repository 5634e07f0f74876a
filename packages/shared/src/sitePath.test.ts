import { describe, expect, it } from "vitest";
import { breakingSaveSchema } from "./breakingSchema.ts";
import { deepDiveSectionSchema } from "./deepDiveSchema.ts";
import { petitionCreateSchema } from "./petitionSchema.ts";
import { linkOrImageSchema } from "./sectionLists.ts";
import { homepageUpdateSchema } from "./siteDocuments.ts";
import { isHttpUrl, isLinkOrImageAddress, isSitePath } from "./sitePath.ts";

/** Addresses that lead to another host, each way it can be spelt (ADR 069). */
const OFF_SITE = [
  "//evil.example/x",
  "/\\evil.example",
  "/\\",
  "/\\\\",
  "\\\\evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example",
  "/%255Cevil.example",
  "/news/%5C..%5Cevil",
  "/%E0%A4",
  "/a%00b",
  "javascript:alert(1)",
  "https:evil.example",
  "news/x",
  "/a b",
  "/a\tb",
  "/a\nb",
];

describe("isSitePath", () => {
  it("accepts paths on this site", () => {
    for (const path of [
      "/",
      "/news/title-6740a1b2c3d4e5f6a7b8c9d0",
      "/live-updates/floods-1a2b?x=1#entry-3",
      "/india-news/%E0%A4%B9",
      "/media/uploads/a-1200.webp",
      "/a%2Fb",
    ])
      expect(isSitePath(path), path).toBe(true);
  });
  it("refuses every spelling of another host, schemes, relative paths and odd characters", () => {
    for (const path of [...OFF_SITE, "https://evil.example/", ""]) expect(isSitePath(path), path).toBe(false);
  });
});

describe("isHttpUrl", () => {
  it("takes http and https URLs with a host only", () => {
    for (const url of ["https://matv.example/a.jpg", "HTTP://matv.example"]) expect(isHttpUrl(url), url).toBe(true);
    for (const url of ["https:\\\\evil.example", "https:/evil.example", "https:///evil", "ftp://x.example", "https://a b.example", "javascript://x"])
      expect(isHttpUrl(url), url).toBe(false);
  });
});

describe("every link and image field refuses another host spelt as a site path", () => {
  const fields: Array<[string, (value: string) => boolean]> = [
    ["isLinkOrImageAddress", isLinkOrImageAddress],
    ["section list link/image", (v) => linkOrImageSchema.safeParse(v).success],
    ["homepage main image", (v) => homepageUpdateSchema.shape.mainImage.safeParse(v).success],
    ["petition image", (v) => petitionCreateSchema.shape.imageUrl.safeParse(v).success],
    ["deep dive section image", (v) => deepDiveSectionSchema.shape.image.safeParse(v).success],
    [
      "breaking banner link",
      (v) => breakingSaveSchema.safeParse({ version: 0, breaking: { headline: "h", link: v, expiresAt: "2099-01-01T00:00:00Z" } }).success,
    ],
  ];
  for (const [name, accepts] of fields) {
    it(name, () => {
      for (const value of OFF_SITE) expect(accepts(value), `${name}: ${JSON.stringify(value)}`).toBe(false);
      expect(accepts("/media/uploads/a-1200.webp")).toBe(true);
    });
  }
});
