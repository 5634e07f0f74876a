import { data, isRouteErrorResponse } from "react-router";

/**
 * How a loader fails (ADR 038): it throws one of these, React Router answers with the status and renders the
 * nearest ErrorBoundary, which reads the message with `loaderErrorMessage` (the spec's text where there is one).
 */
export function notFound(message = "Not Found"): never {
  throw data(message, { status: 404, statusText: message });
}

/** The content could not be read (the database is away): 503, so readers and crawlers come back. */
export function unavailable(message = "Service Unavailable"): never {
  throw data(message, { status: 503, statusText: message });
}

/** The message a loader failed with, when it failed through notFound/unavailable. */
export function loaderErrorMessage(error: unknown): string | undefined {
  return isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
}
