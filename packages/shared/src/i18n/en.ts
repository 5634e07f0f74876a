import { CATEGORY_SECTIONS, HOME_FEEDS } from "../sections.ts";
import { NEWSLETTER_TEXTS } from "../newsletter.ts";
import { SITE } from "../site.ts";
import { ARTICLE_SLUG_ERRORS } from "../slug.ts";

/**
 * The English catalogue (ADR 076): ICU MessageFormat by key. The texts are the spec's, word for word; the
 * section and feed names come from the one section registry, so they are written once. Keys are
 * `<namespace>.<name>`: a page sends the browser only the namespaces it draws (`messagesFor` in `i18n/catalogues.ts`).
 * Server code only: the browser gets compiled subsets in loader data, never this module.
 */
const written = {
  // The site shell: header, footer, navigation, language switch.
  "shell.skipToContent": "Skip to content",
  "shell.loadingPage": "Loading page",
  "shell.aboutUs": "About Us",
  "shell.logoLabel": "MATV home",
  "shell.siteSearch": "Site search",
  "shell.searchNews": "Search news",
  "shell.search": "Search",
  "shell.mainNav": "Main",
  "shell.compactNav": "Main (compact)",
  "shell.more": "More",
  "shell.home": "Home",
  "shell.liveTv": "Live TV",
  "shell.liveShort": "Live",
  "shell.videos": "Videos",
  "shell.languageSwitch": "Read in {language}",
  "shell.languageSwitchLabel": "Language",
  "shell.suggestion": "This site is also in {language}.",
  "shell.suggestionLink": "Read MATV in {language}",
  "shell.suggestionDismiss": "Dismiss",
  "shell.watchOnYouTube": "Watch MATV on YouTube",
  "shell.quickLinks": "Quick Links",
  "shell.business": "Business",
  "shell.petition": "Petition",
  "shell.newsletter": "Newsletter",
  "shell.newsletterBlurb": "The day's top stories from the UK and India, once a day.",
  "shell.diasporaSupport": "Indian Diaspora Support",
  "shell.diasporaBlurb": "Facing a problem abroad? Tell us and we will try to help.",
  "shell.reachUs": "Reach us",
  "shell.rightsReserved": "All rights reserved.",
  "shell.privacyAndCounting": "Privacy and what we count",
  "shell.siteName": SITE.fullName,
  "shell.siteDescription": SITE.description,
  "shell.tagline": SITE.tagline,
  "shell.englishStory": "English",
  "shell.somethingWrong": "Something went wrong",
  "shell.goHome": "Go Home",

  // The footer's newsletter form.
  "newsletter.email": "Email address",
  "newsletter.language": "Newsletter language",
  "newsletter.subscribe": "Subscribe",
  "newsletter.subscribing": "Subscribing...",

  // The newsletter's pages (the no-script answer, the emailed links' confirm, unsubscribe and language pages).
  "newsletterPage.title": "Newsletter",
  "newsletterPage.useForm": "Use the form at the foot of any page to subscribe.",
  "newsletterPage.backHome": "Back to the home page",
  "newsletterPage.invalidEmail": "Please enter a valid email address",
  "newsletterPage.checkInbox": NEWSLETTER_TEXTS.checkInbox,
  "newsletterPage.confirmTitle": NEWSLETTER_TEXTS.confirmTitle,
  "newsletterPage.confirmButton": NEWSLETTER_TEXTS.confirmButton,
  "newsletterPage.confirmed": NEWSLETTER_TEXTS.confirmed,
  "newsletterPage.unsubscribeTitle": NEWSLETTER_TEXTS.unsubscribeTitle,
  "newsletterPage.unsubscribeButton": NEWSLETTER_TEXTS.unsubscribeButton,
  "newsletterPage.unsubscribed": NEWSLETTER_TEXTS.unsubscribed,
  "newsletterPage.invalidLink": NEWSLETTER_TEXTS.invalidLink,
  "newsletterPage.languageTitle": "Newsletter language",
  "newsletterPage.languageQuestion": "Receive the MATV News newsletter in {language} from now on?",
  "newsletterPage.languageButton": "Switch to {language}",
  "newsletterPage.languageChanged": "Done: your newsletter will come in {language} from the next briefing.",

  // Newsletter emails, in the subscriber's language (server only: no page sends this namespace).
  "newsletterMail.confirmSubject": "Confirm your {site} newsletter subscription",
  "newsletterMail.confirmIntro": "Someone (we hope you) asked to receive the {site} newsletter at this address.",
  "newsletterMail.confirmHere": "Confirm here: {link}",
  "newsletterMail.confirmLink": "Confirm your subscription",
  "newsletterMail.ignore": "If it was not you, ignore this email: nothing will be sent.",
  "newsletterMail.briefingTitle": "{site} briefing: {day}",
  "newsletterMail.breakingSubject": "Breaking: {title}",
  "newsletterMail.breakingFrom": "Breaking news from {site}",
  "newsletterMail.breaking": "Breaking news",
  "newsletterMail.why": "You receive this because you confirmed your subscription.",
  "newsletterMail.unsubscribe": "Unsubscribe",
  "newsletterMail.changeLanguage": "Receive it in {language}",

  // Texts many pages share.
  "common.staffReporter": "Staff Reporter",
  "common.loading": "Loading...",
  "common.tryAgain": "Try Again",
  "common.back": "Back",
  "common.readMore": "Read More",
  "common.readMoreAbout": "Read More: {title}",
  "common.byAuthor": "By {author}",
  "common.unknownDate": "Unknown Date",
  "common.recently": "Recently",
  "common.readTime": "{minutes} min read",
  "common.views": "{count, plural, one {# view} other {# views}}",
  "common.tags": "Tags",
  "common.live": "LIVE",
  "common.cachedNotice": "Using cached data due to API error",
  "common.previous": "Previous",
  "common.next": "Next",
  "common.pageOf": "Page {page} of {total}",
  "common.notFound": "Not found",

  // Relative times (spec 000 §4, 001 §9); packages/shared/src/time.ts has the same rules.
  "time.justNow": "Just now",
  "time.hrsAgo": "{count, plural, one {# hr ago} other {# hrs ago}}",
  "time.daysAgo": "{count, plural, one {# day ago} other {# days ago}}",
  "time.minutesAgo": "{count, plural, one {# minute ago} other {# minutes ago}}",
  "time.hoursAgo": "{count, plural, one {# hour ago} other {# hours ago}}",

  // Share and copy link (spec 000 §2, §8).
  "share.share": "Share",
  "share.copyLink": "Copy Link",
  "share.shareOn": "Share on {network}",
  "share.shareArticle": "Share this article",
  "share.linkCopied": "Link copied to clipboard!",
  "share.copyFailed": "Failed to copy link",
  "share.linkCopiedShort": "Link copied!",

  // The article page (spec 001 §2, §8).
  "article.related": "Related stories",
  "article.notFoundTitle": "Article Not Found",
  "article.notFound": "Article not found",
  "article.loadFailed": "Failed to load article",
  "article.noSlug": ARTICLE_SLUG_ERRORS.missing,
  "article.noObjectId": ARTICLE_SLUG_ERRORS.noObjectId,
  "article.inOtherLanguage": "This story in {language}",
  // A section article's byline (spec 001 §2): the author, the date (screen readers) and the category.
  "article.by": "By",
  "article.date": "Date",
  "article.category": "Category",

  // The home page's blocks (spec 001 §2): Sports and Technology; N views with the feed's short count (2.3K).
  "home.views": "{count, plural, one {{views} view} other {{views} views}}",
  "home.sportsLoading": "Loading sports content...",
  "home.sportsFailed": "Failed to load sports content",
  "home.sportsStats": "Sports stats",
  "home.matchesToday": "Matches today",
  "home.liveMatches": "Live matches",
  "home.totalViews": "Total views",
  "home.articles": "Articles",
  "home.liveScores": "Live Scores",
  "home.liveScoresList": "Live scores",
  "home.matchFinished": "Finished",
  "home.matchUpcoming": "Upcoming",
  "home.sportsCategories": "Sports categories",
  "home.allCategories": "All",
  "home.technologyLoading": "Loading technology content...",
  "home.technologyFailed": "Failed to load technology content",
  "home.technologyStats": "Technology stats",
  "home.weeklyViews": "Weekly views",
  "home.trending": "Trending",
  "home.topCategory": "Top category",
  "home.moreTechnology": "More Technology News",
  "home.trendingTechnology": "Trending technology stories",

  // The author profile (spec 000 §2 "Author profile"), on /author and inside the article modal (so `modal.*`).
  "modal.close": "Close article",
  "modal.aboutAuthor": "About {author}",
  "modal.summary": "Summary",
  "modal.author.loadingAuthor": "Loading author",
  "modal.author.socialLinks": "Social links",
  "modal.author.follow": "Follow",
  "modal.author.unfollow": "Unfollow",
  "modal.author.followers": "{count, plural, one {{formatted} follower} other {{formatted} followers}}",
  "modal.author.articlesNav": "Author articles",
  "modal.author.tabLatest": "Latest",
  "modal.author.tabPopular": "Popular",
  "modal.author.tabArchive": "Archive",
  "modal.author.year": "Year",
  "modal.author.category": "Category",
  "modal.author.allTime": "All Time",
  "modal.author.allCategories": "All Categories",
  "modal.author.apply": "Apply",
  "modal.author.loadingArticles": "Loading articles",
  "modal.author.loadingMore": "Loading more articles",
  "modal.author.none": "No articles yet.",
  "modal.author.listLabel": "{author}: {tab} articles",
  "modal.author.trending": "TRENDING",
  "modal.author.views": "{count, plural, one {{views} view} other {{views} views}}",
  "modal.author.loadMore": "Load More Articles",
  "modal.author.noMore": "No More Articles",
  "modal.author.advert": "Advertisement",
  "modal.author.advertHere": "Your advert here",

  // Videos (spec 001 §2 "Latest Videos", /videos, /videos/{id}) and the live page (spec 001 §2 "Live TV page").
  "video.latest": "Latest Videos",
  "video.all": "All Videos",
  "video.lastUpdated": "Last Updated:",
  "video.viewAll": "View All Videos",
  "video.none": "No videos available right now.",
  "video.duration": "Duration",
  "video.play": "Play video:",
  "video.close": "Close video",
  "video.share": "Share this video",
  "live.liveNow": "LIVE NOW",
  "live.behind": "BEHIND LIVE",
  "live.goToLive": "Go to Live",
  "live.started": "Started",
  "live.watchLive": "Watch live",
  "live.liveVideo": "Live Video",
  "live.pastLives": "Past Lives",
  "live.noPast": "No past live videos yet.",

  // The home page's feed blocks (titles are the feeds' names, `feed.*`) and the editors' blocks (spec 000 §2).
  "home.storiesLoading": "Loading stories...",
  "home.storiesFailed": "Failed to load stories",
  "home.deepDiveLoading": "Loading deep dive stories...",
  "home.deepDiveFailed": "Failed to load deep dive stories",
  "home.topStoriesLoading": "Loading top stories...",
  "home.topStoriesFailed": "Failed to load top stories",
  "home.communityLoading": "Loading community stories...",
  "home.communityFailed": "Failed to load community stories",
  "home.moneyLoading": "Loading money stories...",
  "home.moneyFailed": "Failed to load money stories",
  "home.noMoney": "No money stories available.",
  "home.headline": "Headline",
  "home.headlineLoading": "Loading headline...",
  "home.headlineFailed": "Failed to load headline",
  "home.trendingTopics": "Trending topics",
  "home.matvLoading": "Loading MATV...",
  "home.matvFailed": "Failed to load MATV",
  "home.liveUpdates": "Live updates",
  "home.economicImpact": "Economic Impact",
  "home.mustRead": "Must Read",
  "home.opinion": "Opinion",

  // Section listings.
  "listing.stories": "{section} stories",
  "listing.pages": "{section} pages",
  "listing.pageTitle": "{section} (page {page})",
  "listing.englishFill": "More in English",

  // Blog lists and posts (spec 000 §2 "Blog list").
  "blog.latestPosts": "Latest Blog Posts",
  "blog.none": "No blog posts found.",
};

/** Names and texts of the sections and home feeds, from the registry (the English is written there). */
function registryTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const s of CATEGORY_SECTIONS) {
    texts[`section.${s.key}.name`] = s.navLabel;
    texts[`section.${s.key}.short`] = s.shortLabel;
    texts[`section.${s.key}.category`] = s.defaultCategory;
    texts[`section.${s.key}.empty`] = s.emptyMessage;
    texts[`section.${s.key}.description`] = s.description;
  }
  for (const f of HOME_FEEDS) texts[`feed.${f.key}`] = f.label;
  return texts;
}

export type WrittenKey = keyof typeof written;

export const en: Record<string, string> = { ...written, ...registryTexts() };
