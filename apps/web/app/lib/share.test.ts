import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_FAILED, copyLink, LINK_COPIED, shareOrCopy } from "./share";

const page = { title: "A headline", url: "https://example.test/articles/a-headline-0123456789abcdef01234567" };

describe("shareOrCopy", () => {
  const alert = vi.fn();
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.stubGlobal("alert", alert);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    alert.mockReset();
    writeText.mockReset();
    Reflect.deleteProperty(navigator, "share");
  });

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    await expect(shareOrCopy(page)).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("does nothing more when the reader closes the share sheet", async () => {
    Object.defineProperty(navigator, "share", { value: vi.fn().mockRejectedValue(new DOMException("closed", "AbortError")), configurable: true });
    await expect(shareOrCopy(page)).resolves.toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link when sharing fails otherwise", async () => {
    Object.defineProperty(navigator, "share", { value: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")), configurable: true });
    writeText.mockResolvedValue(undefined);
    await expect(shareOrCopy(page)).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith(page.url);
    expect(alert).toHaveBeenCalledWith(LINK_COPIED);
  });

  it("copies the link without a share sheet, and says when copying failed", async () => {
    writeText.mockResolvedValue(undefined);
    await expect(shareOrCopy(page)).resolves.toBe("copied");
    expect(alert).toHaveBeenLastCalledWith("Link copied to clipboard!");
    writeText.mockRejectedValue(new Error("denied"));
    await expect(copyLink(page.url)).resolves.toBe(false);
    expect(alert).toHaveBeenLastCalledWith(COPY_FAILED);
    expect(COPY_FAILED).toBe("Failed to copy link");
  });
});
