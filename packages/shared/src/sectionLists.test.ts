import { describe, expect, it } from "vitest";
import { cleanWorldItems, linkOrImageSchema, sectionListBodySchema } from "./sectionLists.ts";

describe("cleanWorldItems", () => {
  it("drops items lacking a title or image and strips client-only keys", () => {
    const out = cleanWorldItems([
      { key: "k1", title: " A ", image: "/media/a-1200.webp", link: "https://x.test", category: "World" },
      { key: "k2", title: "", image: "/media/b.webp" },
      { key: "k3", title: "No image", image: "  " },
      { key: "k4", _id: "0123456789abcdef01234567", title: "Kept", image: "/i.webp" },
    ] as never);
    expect(out).toEqual([
      { title: "A", image: "/media/a-1200.webp", link: "https://x.test", category: "World", slug: "" },
      { _id: "0123456789abcdef01234567", title: "Kept", image: "/i.webp", link: "", category: "", slug: "" },
    ]);
  });
});

describe("section list schemas", () => {
  it("accept the spec's bare array and {items, version}", () => {
    expect(sectionListBodySchema.parse([{ title: "T" }])).toEqual({ items: [{ title: "T", image: "", category: "", slug: "" }] });
    expect(sectionListBodySchema.parse({ items: [], version: 3 })).toEqual({ items: [], version: 3 });
  });
  it.each(["javascript:alert(1)", "//evil.test/x.png", "data:image/png;base64,AA", "ftp://x"])("refuse the address %s", (v) => {
    expect(linkOrImageSchema.safeParse(v).success).toBe(false);
  });
  it.each(["", "/media/uploads/x-1200.webp", "https://cdn.example.com/a.jpg"])("accept the address %s", (v) => {
    expect(linkOrImageSchema.safeParse(v).success).toBe(true);
  });
});
