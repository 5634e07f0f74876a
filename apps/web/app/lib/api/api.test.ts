import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../apiError";
import { loadSession, saveSession } from "../../features/admin/session";
import * as api from "./endpoints";
import { apiFetch, readData } from "./reader";
import { staffApi, staffDownload } from "./staff";

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** The one call the client made: its path and its init. */
const sent = () => {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit | undefined];
  return { path, init, headers: new Headers(init?.headers) };
};

describe("the endpoint table", () => {
  it("builds the spec's paths, its arguments encoded where they are text", () => {
    expect(api.publishedFeed("money", 6)).toEqual({ method: "GET", path: "/api/home-contents/published/pages/money?limit=6" });
    expect(api.publishedFeed("sports").path).toBe("/api/home-contents/published/pages/sports");
    expect(api.authorByName("Asha Rao/Jr").path).toBe("/api/authors/name/Asha%20Rao%2FJr");
    expect(api.followAuthor("a1")).toEqual({ method: "POST", path: "/api/authors/a1/follow" });
    expect(api.unfollowAuthor("a1")).toEqual({ method: "DELETE", path: "/api/authors/a1/follow" });
    expect(api.liveBlogUpdates("b1", null).path).toBe("/api/liveblogs/b1/entries");
    expect(api.liveBlogUpdates("b1", "e9").path).toBe("/api/liveblogs/b1/entries?after=e9");
    expect(api.locationCities("India", "Tamil Nadu").path).toBe("/api/locations/cities?country=India&state=Tamil%20Nadu");
    expect(api.presenceRelease("story", "s1", "a b")).toEqual({ method: "DELETE", path: "/api/admin/presence/story/s1?sessionId=a%20b" });
    expect(api.adminAuthors("").path).toBe("/api/admin/authors");
    expect(api.adminAuthors("rao & co").path).toBe("/api/admin/authors?q=rao%20%26%20co");
    expect(api.staffAccounts(new URLSearchParams()).path).toBe("/api/staff");
    expect(api.staffAccounts(new URLSearchParams({ role: "admin" })).path).toBe("/api/staff?role=admin");
    expect(api.signaturesCsv(new URLSearchParams()).path).toBe("/api/admin/signatures.csv");
    expect(api.signaturesCsv(new URLSearchParams({ petitionId: "p1" })).path).toBe("/api/admin/signatures.csv?petitionId=p1");
    expect(api.deskBase("story")).toBe("/api/admin/stories");
    expect(api.deskBase("blog")).toBe("/api/admin/blogs");
    expect(api.updateShow("s1")).toEqual({ method: "PUT", path: "/api/admin/shows/s1" });
    expect(api.analyticsEvents().path).toBe("/api/analytics/events");
  });
});

describe("the reader's caller", () => {
  it("sends a GET as the page gave it, and the table's method otherwise", async () => {
    fetchMock.mockResolvedValue(json(200, { videos: [] }));
    await apiFetch(api.videos());
    expect(fetchMock.mock.calls[0]).toEqual(["/api/videos"]);
    fetchMock.mockClear();
    const signal = new AbortController().signal;
    await apiFetch(api.publishedStory("x1"), { signal });
    expect(fetchMock.mock.calls[0]).toEqual(["/api/home-contents/published/x1", { signal }]);
    fetchMock.mockClear();
    await apiFetch(api.unfollowAuthor("a1"), { credentials: "same-origin" });
    expect(fetchMock.mock.calls[0]).toEqual(["/api/authors/a1/follow", { method: "DELETE", credentials: "same-origin" }]);
  });

  it("unwraps the envelope, and reads a failure's message and field (else the fallback)", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { count: 3, goal: 10 } }));
    await expect(readData(api.petitionStats("p1"))).resolves.toEqual({ count: 3, goal: 10 });

    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: "email: Invalid email address", field: "email" }));
    const refused = await readData(api.petitionStats("p1")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, field: "email", apiMessage: "email: Invalid email address" });

    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 502 }));
    await expect(readData(api.petitionStats("p1"), undefined, "Something went wrong")).rejects.toMatchObject({ status: 502, message: "Something went wrong" });
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 503 }));
    await expect(readData(api.petitionStats("p1"))).rejects.toMatchObject({ message: "HTTP error! status: 503" });
  });
});

describe("the staff caller", () => {
  it("sends the bearer token, the table's method, and a typed body as JSON", async () => {
    saveSession("tok-1", { id: "u1" });
    fetchMock.mockResolvedValue(json(200, { success: true, data: { _id: "s1", version: 2 } }));
    const saved = await staffApi(api.updateShow("s1"), { name: "Morning", slug: "morning", version: 1 } as never);
    expect(saved.data).toEqual({ _id: "s1", version: 2 });
    const { path, init, headers } = sent();
    expect(path).toBe("/api/admin/shows/s1");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe(JSON.stringify({ name: "Morning", slug: "morning", version: 1 }));
    expect(headers.get("authorization")).toBe("Bearer tok-1");
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("sends text and form data as they are, with the call's own headers", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { imported: 4 } }));
    await staffApi(api.importXmltv(), "<tv/>", { headers: { "content-type": "application/xml" } });
    expect(sent().init?.body).toBe("<tv/>");
    expect(sent().headers.get("content-type")).toBe("application/xml");

    fetchMock.mockClear();
    await staffApi(api.presenceRelease("story", "s1", "abc"), undefined, { keepalive: true });
    expect(sent().init).toMatchObject({ method: "DELETE", keepalive: true });
    expect(sent().init?.body).toBeUndefined();
    expect(sent().headers.has("content-type")).toBe(false);
  });

  it("a stale save (409) throws the ApiError carrying the version field and the document as now stored", async () => {
    const current = { _id: "s1", name: "Evening", version: 5 };
    fetchMock.mockResolvedValue(json(409, { success: false, message: "version: This show was changed by someone else", field: "version", current }));
    const error = await staffApi(api.updateShow("s1"), { name: "Morning", version: 4 } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, field: "version", apiMessage: "version: This show was changed by someone else" });
    expect((error as ApiError).body).toMatchObject({ current });
  });

  it("refused input (400) names its field; an answer without a message says its status", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: "slug: Use lower-case letters", field: "slug" }));
    await expect(staffApi(api.createShow(), { name: "x" } as never)).rejects.toMatchObject({ status: 400, field: "slug", message: "Use lower-case letters" });
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 500 }));
    await expect(staffApi(api.shows())).rejects.toMatchObject({ status: 500, message: "HTTP error! status: 500" });
  });

  it("401 forgets the session and sends the editor to sign in; 204 answers null", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    saveSession("tok-2", null);
    fetchMock.mockResolvedValueOnce(json(401, { message: "Unauthorized" }));
    await expect(staffApi(api.shows())).rejects.toMatchObject({ status: 401 });
    expect(loadSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(staffApi(api.updateStaffAccount("u1"), { disabled: true })).resolves.toBeNull();
  });

  it("a download failure reads the API's message", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: "Attachment not found" }));
    await expect(staffDownload(api.supportAttachment("r1", "a1"), "file.pdf")).rejects.toMatchObject({ status: 404, apiMessage: "Attachment not found" });
    expect(sent().path).toBe("/api/admin/support-requests/r1/attachments/a1");
  });
});
