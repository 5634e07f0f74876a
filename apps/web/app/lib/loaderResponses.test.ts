import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { loaderErrorMessage, notFound, unavailable } from "./loaderResponses";

/** What a loader threw, as React Router turns it into the error its ErrorBoundary reads. */
function thrown(fail: () => never): { status: number; boundaryError: unknown } {
  try {
    fail();
  } catch (error) {
    const { data, init } = error as { data: unknown; init: { status: number; statusText?: string } };
    return { status: init.status, boundaryError: new ErrorResponse(init.status, init.statusText, data) };
  }
  throw new Error("did not throw");
}

describe("loader failures", () => {
  it("notFound throws a 404 carrying its message", () => {
    const { status, boundaryError } = thrown(() => notFound("Article not found"));
    expect(status).toBe(404);
    expect(loaderErrorMessage(boundaryError)).toBe("Article not found");
    expect(loaderErrorMessage(thrown(() => notFound()).boundaryError)).toBe("Not Found");
  });

  it("unavailable throws a 503 carrying its message", () => {
    const { status, boundaryError } = thrown(() => unavailable("Failed to load article"));
    expect(status).toBe(503);
    expect(loaderErrorMessage(boundaryError)).toBe("Failed to load article");
  });

  it("has no message for other errors", () => {
    expect(loaderErrorMessage(new Error("boom"))).toBeUndefined();
  });
});
