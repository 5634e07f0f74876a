import { CATEGORY_SECTIONS, HOME_FEEDS } from "../sections.ts";
import { NEWSLETTER_TEXTS } from "../newsletter.ts";
import { PETITION_TEXTS } from "../petition.ts";
import { PROGRAMME_TEXTS } from "../programmes.ts";
import { SITE } from "../site.ts";
import { SUPPORT_TEXTS } from "../support.ts";
import { ARTICLE_SLUG_ERRORS } from "../slug.ts";
import { PAGE_COPY } from "./pages/en.ts";

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
  // The breaking-news banner on every page (ADR 062) and the video page's error screen (its own texts are not loaded then).
  "shell.breakingNews": "Breaking news",
  "shell.breaking": "Breaking",
  "shell.breakingNewsLabel": "Breaking news:",
  "shell.dismissBreaking": "Dismiss breaking news",
  "shell.allVideos": "All videos",

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
  // What is on the channel (the on-now strip of home and /live, the off-air panel, a show's airings; ADR 054, 073).
  "common.onMatvNow": "On MATV now",
  "common.onNow": "ON NOW",
  "common.upNext": "Next",
  "common.fullSchedule": "Full schedule",
  "common.onSatellite": "{site} on satellite channel {channel}",

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
  "video.shareShow": "Share this show",
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
  // The live blogs placed on home (ADR 061): their cards and LIVE or Ended badge.
  "home.liveCoverage": "Live coverage",
  "home.liveBlogLive": "Live",
  "home.liveBlogEnded": "Ended",
  "home.economicImpact": "Economic Impact",
  "home.mustRead": "Must Read",
  "home.opinion": "Opinion",
  // The loader's error when a section's service fails (spec 000 §8 store default).
  "home.fetchFailed": "Failed to fetch articles",

  // Section listings.
  "listing.stories": "{section} stories",
  "listing.pages": "{section} pages",
  "listing.pageTitle": "{section} (page {page})",
  "listing.englishFill": "More in English",

  // Blog lists and posts (spec 000 §2 "Blog list").
  "blog.latestPosts": "Latest Blog Posts",
  "blog.none": "No blog posts found.",

  // The search page (/search).
  "search.title": "Search",
  "search.titleQuery": "Search: {query}",
  "search.description": "Search {site}: news from the UK, India and the world, in English and Hindi.",
  "search.form": "Search the news",
  "search.words": "Search words (English or Hindi)",
  "search.section": "Section",
  "search.allSections": "All sections",
  "search.author": "Author",
  "search.allAuthors": "All authors",
  "search.from": "From",
  "search.to": "To",
  "search.submit": "Search",
  "search.clear": "Clear",
  "search.results": "Results",
  "search.prompt": "Type a word or choose a filter to search the news.",
  "search.failed": "Search failed. Please try again.",
  "search.noResults": "No results.",
  "search.noResultsFor": "No results for “{query}”.",
  "search.tryOther": "Try fewer or different words, or remove a filter.",
  "search.count": "{count, plural, one {# result} other {# results}}",
  "search.list": "Search results",
  "search.pages": "Search result pages",

  // The petition page (/petition, spec 001 §2 "Petition page"); the form's texts are PETITION_TEXTS'.
  "petition.label": "Petition",
  "petition.labelClosed": "Petition · Closed",
  "petition.metaDescription": "Sign MATV's petition and add your voice.",
  "petition.signatures": "Signatures",
  "petition.hoursLeft": "Hours Left",
  "petition.locations": "Locations",
  "petition.recent": "Recent supporters",
  "petition.decisionMaker": "Decision maker",
  "petition.issue": "The Issue",
  "petition.currentSituation": "Current situation",
  "petition.closedTitle": "This petition is closed",
  "petition.closed": PETITION_TEXTS.closed,
  "petition.signedBy": "{signatures} people signed it.",
  "petition.sign": "Sign this petition",
  "petition.verified": "verified signatures",
  "petition.firstName": "First name",
  "petition.lastName": "Last name",
  "petition.email": "Email",
  "petition.location": "Location",
  "petition.locationPlaceholder": PETITION_TEXTS.locationPlaceholder,
  "petition.displayName": "Display my name and location on this petition",
  "petition.signing": PETITION_TEXTS.signing,
  "petition.thanks": PETITION_TEXTS.thanks,
  "petition.somethingWrong": PETITION_TEXTS.somethingWrong,
  "petition.consentBefore": "By signing, you accept MATV's",
  "petition.terms": "Terms of Use",
  "petition.consentMiddle": "and agree that we keep your details as described in our",
  "petition.privacy": "Privacy Policy",
  "petition.consentAfter": ". We never show your email address.",

  // The diaspora support page (/diaspora-support, spec 001 §2 "Support form"); its messages are SUPPORT_TEXTS'.
  "support.title": "Indian Diaspora Support",
  "support.intro":
    "If you or your family face a problem abroad, tell us about it. Our newsroom reads every request and may follow it up with the authorities or report on it.",
  "support.metaDescription": "Tell MATV's newsroom about a problem you or your family face abroad: consular, legal, employment or safety issues.",
  "support.notice": SUPPORT_TEXTS.notice,
  "support.thanks": SUPPORT_TEXTS.thanks,
  "support.referenceBefore": "Your reference number is",
  "support.referenceAfter": ".",
  "support.failure": "Failed to submit your request: Server error: {status} - {detail}",
  "support.invalidEmail": SUPPORT_TEXTS.invalidEmail,
  "support.invalidPhone": SUPPORT_TEXTS.invalidPhone,
  "support.contact": "Contact Information",
  "support.email": "Email",
  "support.phone": "Phone",
  "support.phoneOptional": "Phone (optional)",
  "support.phoneCountry": "Phone country",
  "support.location": "Location",
  "support.country": "Country",
  "support.state": "State",
  "support.city": "City",
  "support.selectCountry": "Select a country",
  "support.selectState": "Select a state",
  "support.selectCity": "Select a city",
  "support.loading": SUPPORT_TEXTS.loading,
  "support.issue": "Issue Description",
  "support.subject": "Subject",
  "support.issueDescription": "Issue description",
  "support.describe": "Describe your issue",
  "support.attachments": "Attachments",
  "support.attachmentsLabel": "Attachments (optional; PDF, DOC, DOCX, JPG, JPEG, PNG or TXT; max 10MB each, up to {max} files)",
  "support.chosen": "Chosen attachments",
  "support.size": "({size} MB)",
  "support.remove": "Remove",
  "support.removeFile": "Remove {name}",
  "support.tooLarge": SUPPORT_TEXTS.tooLarge,
  "support.tooMany": SUPPORT_TEXTS.tooMany,
  "support.submit": "Submit Request",
  "support.submitting": SUPPORT_TEXTS.submitting,
  "support.privacyBefore": "We use your details only to look into your request. See our",
  "support.privacy": "Privacy Policy",
  "support.privacyAfter": ".",

  // The TV schedule page (/schedule, ADR 054).
  "schedulePage.title": "TV schedule",
  "schedulePage.titleFor": "TV schedule for {day}",
  "schedulePage.description": "What is on {site}: the channel's programmes with UK and India times, live debates and community events.",
  "schedulePage.times": "Times in UK time (GMT or BST) and India time (IST).",
  "schedulePage.shows": PROGRAMME_TEXTS.showsTitle,
  "schedulePage.calendar": PROGRAMME_TEXTS.scheduleCalendar,
  "schedulePage.days": "Schedule days",
  "schedulePage.today": "Today",
  "schedulePage.none": "No programmes scheduled for this day yet.",
  "schedulePage.onNow": "ON NOW",
  "schedulePage.watchAgain": "Watch again",
  "schedulePage.watchAgainHidden": PROGRAMME_TEXTS.watchAgain,
  "schedulePage.presenter": "with {presenter}",

  // The alerts page (/alerts, ADR 074); the panel's other words are PUSH_TEXTS'.
  "alerts.intro":
    "Alerts come to this device even when the site is closed. We keep no name or email: only what your browser needs to reach it, and the topics you pick.",
  "alerts.description": "Breaking news, live coverage and your shows from {site}, as alerts on this device. No account, no email.",
  "alerts.breaking": "Breaking news",
  "alerts.live": "When MATV goes live",
  "alerts.sections": "Sections",
  "alerts.shows": "Shows: a reminder 10 minutes before they start",

  // The offline page (/offline, ADR 074): the service worker keeps each edition's.
  "offline.title": "You are offline",
  "offline.description": "{site} cannot be reached right now.",
  "offline.unreachable": "{site} cannot be reached right now. Check your connection, then try again.",
  "offline.tryAgain": "Try again",
  "offline.recent": "Stories you saw recently",
  "offline.none": "Nothing saved yet on this device.",
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

/** The long pages' copy (`about`, `privacy`, `terms`) is written in `pages/en.ts`. */
export const en: Record<string, string> = { ...written, ...registryTexts(), ...PAGE_COPY };
