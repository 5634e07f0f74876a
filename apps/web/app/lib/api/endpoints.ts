import type {
  AdminAuthorWire,
  AdminDeepDiveCardWire,
  AdminShowWire,
  AnalyticsOverview,
  AnalyticsRealtime,
  AnalyticsShareInput,
  AnalyticsStory,
  AnalyticsViewInput,
  AnalyticsVitals,
  ArticleWire,
  AuditListWire,
  AuthorContent,
  AuthorCreateInput,
  AuthorUpdateInput,
  AuthorWire,
  BreakingAdminWire,
  DeepDiveCardInput,
  DeepDiveCardWire,
  DocumentKind,
  EditionCode,
  FollowState,
  Headline,
  HomepageDocument,
  LiveBlogCreateInput,
  LiveBlogEntryCreateInput,
  LiveBlogEntryUpdateInput,
  LiveBlogEntryWire,
  LiveBlogListItemWire,
  LiveBlogUpdateInput,
  LiveBlogWire,
  LiveBlogUpdatesWire,
  LiveScoresDocument,
  LiveTvConfigView,
  MatvDocument,
  NewsletterAdminWire,
  PresenceHeartbeatInput,
  PresenceWire,
  PushAlertListItemWire,
  PushAlertWire,
  ScheduleNowWire,
  ScheduleWeekWire,
  SectionListAdminView,
  ShowSaveInput,
  SourceChangesWire,
  StaffUserWire,
} from "@matv/shared";
import type { BreakingSave } from "@matv/shared/breakingSchema";
import type { AdminPetitionDto, PetitionDto, PetitionStatsDto, SignatureInput, StaffSignaturePage } from "@matv/shared/petition";
import type { PushSendInput, PushSubscribeInput } from "@matv/shared/pushSchema";
import type { LocationOption, SupportRequestDto } from "@matv/shared/support";
import type { VideosResponse } from "@matv/shared/video";

/**
 * Every /api path the web app calls, links to or posts to, one line each: method, path builder, and the type of
 * the answer's body (the shared wire type; `Enveloped<T>` for the `{success, data}` envelope) and of the request
 * body. The callers are `apiFetch`/`readData` (readers, ./reader.ts) and `staffApi`/`staffDownload` (staff,
 * ./staff.ts); the paths are the spec's (docs/spec), and lint refuses an `/api/` literal anywhere else.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call: where and how. `Res` and `Body` exist only as types (never set). */
export interface ApiRequest<Res = unknown, Body = undefined> {
  readonly method: Method;
  readonly path: string;
  readonly types?: { res: Res; body: Body };
}

/** The API's success envelope (spec 000 §7). */
export interface Enveloped<T> {
  success: true;
  data: T;
}

/** An endpoint: its method, and its path from its arguments. */
export const route =
  <Res, Body = undefined>(method: Method) =>
  <Args extends unknown[]>(path: (...args: Args) => string) =>
  (...args: Args): ApiRequest<Res, Body> => ({ method, path: path(...args) });

const q = encodeURIComponent;
/** `?query` when there is one, else nothing. */
const query = (params: URLSearchParams | string) => (String(params) ? `?${params}` : "");

type Versioned<T> = T & { version?: number };

// Readers: articles, authors, home feeds and documents.
export const publishedStory = route<Enveloped<ArticleWire>>("GET")((id: string) => `/api/home-contents/published/${id}`);
export const publishedFeed = route<unknown>("GET")(
  (feed: string, limit?: number) => `/api/home-contents/published/pages/${feed}${limit === undefined ? "" : `?limit=${limit}`}`,
);
export const deepDiveCard = route<DeepDiveCardWire>("GET")((id: string) => `/api/deepdive/${id}`);
export const authorByName = route<unknown>("GET")((name: string) => `/api/authors/name/${q(name)}`);
export const authorContent = route<AuthorContent>("GET")((id: string, params: string) => `/api/authors/${id}/content?${params}`);
export const authorFollowState = route<Enveloped<FollowState>>("GET")((id: string) => `/api/authors/${id}/follow`);
export const followAuthor = route<Enveloped<FollowState>>("POST")((id: string) => `/api/authors/${id}/follow`);
export const unfollowAuthor = route<Enveloped<FollowState>>("DELETE")((id: string) => `/api/authors/${id}/follow`);
export const activeAuthors = route<Enveloped<AuthorWire[]>>("GET")(() => "/api/authors/status/active");
export const homepage = route<Enveloped<HomepageDocument>>("GET")(() => "/api/homepage");
export const saveHomepage = route<Enveloped<HomepageDocument>, Versioned<Pick<HomepageDocument, "headline" | "mainImage" | "trendingTopics">>>("POST")(
  () => "/api/homepage",
);
export const matv = route<Enveloped<MatvDocument>>("GET")(() => "/api/matv");
export const saveMatv = route<Enveloped<MatvDocument>, object>("POST")(() => "/api/matv/update");
export const videos = route<VideosResponse>("GET")(() => "/api/videos");
export const scheduleNow = route<Enveloped<ScheduleNowWire>>("GET")(() => "/api/schedule/now");
export const liveTvConfig = route<Enveloped<LiveTvConfigView>>("GET")(() => "/api/live-tv/config");
export const liveBlogUpdates = route<Enveloped<LiveBlogUpdatesWire>>("GET")(
  (id: string, after?: string | null) => `/api/liveblogs/${id}/entries${after ? `?after=${after}` : ""}`,
);

// Readers: analytics (spec 000 §8, ADR 075), alerts, petition and support.
export const analyticsView = route<unknown, AnalyticsViewInput>("POST")(() => "/api/analytics/view");
export const analyticsShare = route<unknown, AnalyticsShareInput>("POST")(() => "/api/analytics/share");
export const analyticsEvents = route<unknown, string>("POST")(() => "/api/analytics/events");
export const pushKey = route<{ publicKey: string }>("GET")(() => "/api/push/key");
export const pushSubscribe = route<unknown, PushSubscribeInput>("POST")(() => "/api/push/subscriptions");
export const pushSubscriptionStatus = route<{ subscribed: boolean; topics: string[] }, { endpoint: string }>("POST")(() => "/api/push/subscriptions/status");
export const pushUpdateTopics = route<unknown, { endpoint: string; topics: string[] }>("PUT")(() => "/api/push/subscriptions");
export const pushUnsubscribe = route<unknown, { endpoint: string }>("DELETE")(() => "/api/push/subscriptions");
export const pushAlertOpened = route<unknown>("POST")((tag: string) => `/api/push/alerts/${tag}/opened`);
export const currentPetition = route<{ success?: boolean; data?: PetitionDto }>("GET")(() => "/api/petitions");
export const petitionStats = route<Enveloped<PetitionStatsDto>>("GET")((id: string) => `/api/petitions/${id}/stats`);
export const sign = route<unknown, SignatureInput>("POST")(() => "/api/signatures");
export const locationStates = route<Enveloped<LocationOption[]>>("GET")((country: string) => `/api/locations/states?country=${q(country)}`);
export const locationCities = route<Enveloped<string[]>>("GET")(
  (country: string, state: string) => `/api/locations/cities?country=${q(country)}&state=${q(state)}`,
);
export const diasporaSupport = route<unknown, FormData>("POST")(() => "/api/diaspora-support");

// Staff: session, uploads, presence.
export const login = route<{ token: string; user: unknown }>("POST")(() => "/api/users/login");
export const logout = route<unknown>("POST")(() => "/api/users/logout");
export const upload = route<{ imageUrl?: string; message?: string } | null, FormData>("POST")(() => "/api/upload");
export const presenceBeat = route<Enveloped<PresenceWire>, PresenceHeartbeatInput>("POST")((kind: string, id: string) => `/api/admin/presence/${kind}/${id}`);
export const presenceRelease = route<unknown>("DELETE")(
  (kind: string, id: string, session: string) => `/api/admin/presence/${kind}/${id}?sessionId=${q(session)}`,
);

// Staff: the desk (storyApi.ts adds the item paths to its base), live blogs, audit.
export const deskBase = (kind: DocumentKind) => (kind === "story" ? "/api/admin/stories" : "/api/admin/blogs");
const liveBlogs = "/api/admin/liveblogs";
export const adminLiveBlogs = route<Enveloped<LiveBlogListItemWire[]>>("GET")(() => liveBlogs);
export const adminLiveBlog = route<Enveloped<{ blog: LiveBlogWire; entries: LiveBlogEntryWire[] }>>("GET")((id: string) => `${liveBlogs}/${id}`);
export const createLiveBlog = route<Enveloped<LiveBlogWire>, LiveBlogCreateInput>("POST")(() => liveBlogs);
export const updateLiveBlog = route<Enveloped<LiveBlogWire>, LiveBlogUpdateInput>("PUT")((id: string) => `${liveBlogs}/${id}`);
export const postLiveBlogEntry = route<Enveloped<LiveBlogEntryWire>, LiveBlogEntryCreateInput>("POST")((id: string) => `${liveBlogs}/${id}/entries`);
export const updateLiveBlogEntry = route<Enveloped<LiveBlogEntryWire>, LiveBlogEntryUpdateInput>("PUT")(
  (id: string, entryId: string) => `${liveBlogs}/${id}/entries/${entryId}`,
);
export const deleteLiveBlogEntry = route<Enveloped<null>>("DELETE")((id: string, entryId: string) => `${liveBlogs}/${id}/entries/${entryId}`);
export const translateLiveBlog = route<Enveloped<LiveBlogWire>, { language: EditionCode }>("POST")((id: string) => `${liveBlogs}/${id}/translations`);
export const liveBlogSourceChanges = route<Enveloped<SourceChangesWire>>("GET")((id: string) => `${liveBlogs}/${id}/source-changes`);
export const audit = route<Enveloped<AuditListWire>>("GET")((page: number, limit: number) => `/api/admin/audit?page=${page}&limit=${limit}`);

// Staff: section lists and site documents.
export const sectionList = route<Enveloped<SectionListAdminView>>("GET")((key: string) => `/api/admin/sections/${key}`);
export const restoreSectionItem = route<Enveloped<SectionListAdminView>, object>("POST")(
  (key: string, id: string) => `/api/admin/sections/${key}/restore/${id}`,
);
export const worldNews = route<Enveloped<SectionListAdminView>, object>("POST")(() => "/api/world-news");
export const headlines = route<Enveloped<Headline[]>>("GET")(() => "/api/admin/headlines");
export const saveDeepDiveCard = route<AdminDeepDiveCardWire, Versioned<DeepDiveCardInput>>("PUT")((id: string) => `/api/deepdive/${id}`);
const deepDives = "/api/admin/deep-dives";
export const adminDeepDiveCards = route<Enveloped<AdminDeepDiveCardWire[]>>("GET")((params: URLSearchParams) => `${deepDives}${query(params)}`);
export const adminDeepDiveCard = route<Enveloped<AdminDeepDiveCardWire>>("GET")((id: string) => `${deepDives}/${id}`);
export const translateDeepDive = route<Enveloped<AdminDeepDiveCardWire>, { language: EditionCode }>("POST")((id: string) => `${deepDives}/${id}/translations`);
export const deepDiveSourceChanges = route<Enveloped<SourceChangesWire>>("GET")((id: string) => `${deepDives}/${id}/source-changes`);
export const liveScores = route<Enveloped<LiveScoresDocument>>("GET")(() => "/api/admin/live-scores");
export const saveLiveScores = route<Enveloped<LiveScoresDocument>, Pick<LiveScoresDocument, "matches" | "version">>("PUT")(() => "/api/admin/live-scores");
export const breaking = route<Enveloped<BreakingAdminWire>>("GET")(() => "/api/admin/breaking");
export const saveBreaking = route<Enveloped<BreakingAdminWire>, BreakingSave>("PUT")(() => "/api/admin/breaking");
export const saveLiveTvConfig = route<Enveloped<LiveTvConfigView>, object>("PUT")(() => "/api/live-tv/config");

// Staff: shows, schedule, newsletter, alerts.
export const shows = route<Enveloped<AdminShowWire[]>>("GET")(() => "/api/admin/shows");
export const createShow = route<Enveloped<AdminShowWire>, ShowSaveInput>("POST")(() => "/api/admin/shows");
export const updateShow = route<Enveloped<AdminShowWire>, Versioned<ShowSaveInput>>("PUT")((id: string) => `/api/admin/shows/${id}`);
export const scheduleWeek = route<Enveloped<ScheduleWeekWire>>("GET")((week: string) => `/api/admin/schedule?week=${week}`);
export const saveScheduleWeek = route<Enveloped<ScheduleWeekWire>, object>("PUT")(() => "/api/admin/schedule");
export const importXmltv = route<Enveloped<{ imported: number }>, string>("POST")(() => "/api/admin/schedule/xmltv");
export const newsletter = route<Enveloped<NewsletterAdminWire>>("GET")(() => "/api/admin/newsletter");
export const newsletterBreaking = route<Enveloped<{ recipients: number }>, { storyId: string }>("POST")(() => "/api/admin/newsletter/breaking");
export const pushAlerts = route<Enveloped<PushAlertListItemWire[]>>("GET")(() => "/api/admin/push");
export const pushAlert = route<PushAlertWire>("GET")((id: string) => `/api/admin/push/${id}`);
export const sendPush = route<{ _id: string }, PushSendInput & { confirm?: true }>("POST")(() => "/api/admin/push");
export const pushAudience = route<{ subscribers: number }>("GET")((topic: string) => `/api/admin/push/audience?topic=${q(topic)}`);

// Staff: authors, accounts, petition, support, analytics.
export const adminAuthors = route<Enveloped<AdminAuthorWire[]>>("GET")((search: string) => `/api/admin/authors${search ? `?q=${q(search)}` : ""}`);
export const createAuthor = route<Enveloped<AdminAuthorWire>, AuthorCreateInput>("POST")(() => "/api/admin/authors");
export const updateAuthor = route<Enveloped<AdminAuthorWire>, AuthorUpdateInput>("PUT")((id: string) => `/api/admin/authors/${id}`);
export const staffAccounts = route<Enveloped<StaffUserWire[]>>("GET")((params: URLSearchParams) => `/api/staff${query(params)}`);
export const createStaffAccount = route<unknown, Record<string, unknown>>("POST")(() => "/api/staff");
export const updateStaffAccount = route<unknown, { disabled: boolean }>("PATCH")((id: string) => `/api/staff/${id}`);
export const changePassword = route<{ data?: { token?: string } }, Record<string, unknown>>("POST")(() => "/api/staff/me/password");
export const adminPetitions = route<Enveloped<AdminPetitionDto[]>>("GET")((params?: URLSearchParams) => `/api/admin/petitions${params ? query(params) : ""}`);
export const adminPetition = route<Enveloped<AdminPetitionDto>>("GET")((id: string) => `/api/admin/petitions/${id}`);
export const translatePetition = route<Enveloped<AdminPetitionDto>, { language: EditionCode }>("POST")(
  (id: string) => `/api/admin/petitions/${id}/translations`,
);
export const petitionSourceChanges = route<Enveloped<SourceChangesWire>>("GET")((id: string) => `/api/admin/petitions/${id}/source-changes`);
export const createPetition = route<unknown, object>("POST")(() => "/api/admin/petitions");
export const updatePetition = route<unknown, object>("PUT")((id: string) => `/api/admin/petitions/${id}`);
export const petitionAction = route<unknown, { version: number }>("POST")((id: string, action: string) => `/api/admin/petitions/${id}/${action}`);
export const signatures = route<Enveloped<StaffSignaturePage>>("GET")((params: URLSearchParams) => `/api/admin/signatures?${params}`);
export const signaturesCsv = route<Blob>("GET")((params: URLSearchParams) => `/api/admin/signatures.csv${query(params)}`);
export const supportRequests = route<Enveloped<{ requests: SupportRequestDto[] }>>("GET")((qs: string) => `/api/admin/support-requests${qs}`);
export const updateSupportRequest = route<Enveloped<SupportRequestDto>, { status: string; notes: string }>("PATCH")(
  (id: string) => `/api/admin/support-requests/${id}`,
);
export const supportAttachment = route<Blob>("GET")((id: string, attachmentId: string) => `/api/admin/support-requests/${id}/attachments/${attachmentId}`);
export const analyticsRealtime = route<Enveloped<AnalyticsRealtime>>("GET")(() => "/api/admin/analytics/realtime");
export const analyticsOverview = route<Enveloped<AnalyticsOverview>>("GET")(
  (from: string, to: string) => `/api/admin/analytics/overview?from=${from}&to=${to}`,
);
export const analyticsStory = route<Enveloped<AnalyticsStory>>("GET")((id: string) => `/api/admin/analytics/stories/${id}`);
export const analyticsVitals = route<Enveloped<AnalyticsVitals>>("GET")(() => "/api/admin/analytics/vitals");
