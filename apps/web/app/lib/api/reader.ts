import { apiErrorOf } from "../apiError";
import type { ApiRequest, Enveloped } from "./endpoints";

/** A fetch Response whose body is the endpoint's answer type. */
export interface ApiResponse<Res> extends Response {
  json(): Promise<Res>;
}

/**
 * A reader's call: `fetch` with the endpoint's path and method, and `init` as the call site gives it (headers,
 * signal, keepalive, credentials); nothing added, so the request and its cache key are the page's own.
 */
export function apiFetch<Res, Body>(request: ApiRequest<Res, Body>, init?: RequestInit): Promise<ApiResponse<Res>> {
  const options = request.method === "GET" ? init : { method: request.method, ...init };
  return (options === undefined ? fetch(request.path) : fetch(request.path, options)) as Promise<ApiResponse<Res>>;
}

/**
 * The `data` of an enveloped answer (spec 000 §7). A failed answer throws the ApiError of its `{message, field}`
 * body, else `fallback` (default `HTTP error! status: N`).
 */
export async function readData<T, Body>(request: ApiRequest<Enveloped<T>, Body>, init?: RequestInit, fallback?: string): Promise<T> {
  const response = await apiFetch(request, init);
  if (!response.ok) throw await apiErrorOf(response, fallback ?? `HTTP error! status: ${response.status}`);
  return (await response.json()).data;
}
