/** Copy-link alerts (spec 000 §8, spec 001 §8), shared by the React button and the islands script. */
export const LINK_COPIED = "Link copied to clipboard!";
export const COPY_FAILED = "Failed to copy link";
