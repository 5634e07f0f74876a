/** Facts about the channel shown across the site (spec 001 §1, §9). */
export const SITE = {
  name: "MATV",
  fullName: "MATV News",
  tagline: "UK news for the Indian diaspora",
  description:
    "MATV is a UK-focused news and television channel for the Indian diaspora: news from Britain, India and the world, live debate shows and community coverage.",
  videoSocialUrl: "https://www.youtube.com/@MATVChannel",
  businessUrl: "/about#business",
  satelliteChannel: 793,
  founded: 2000,
} as const;

/** The channel stream's accessible name, wherever the live player plays it (/live, the home page's Watch live). */
export const LIVE_STREAM_TITLE = `${SITE.fullName} live stream`;
