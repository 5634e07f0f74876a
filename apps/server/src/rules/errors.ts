/**
 * Typed errors with the texts readers and editors see. The one error handler in app.ts turns each
 * into the JSON shape `{success: false, data: null, error, message, field?}`.
 */

export const ERROR_MESSAGES = {
  notFoundEndpoint: "Endpoint not found",
  articleNotFound: "Article not found",
  authorNotFound: "Author not found",
  databaseUnavailable: "The database is not answering. Please try again in a moment.",
  internal: "Something went wrong",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  invalidEmail: "Please enter a valid email address",
  invalidValue: "The request contains a value that cannot be stored (for example a NUL character).",
} as const;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** More members of the error body (a 409 carries what is stored now). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = "Sign in to do this.") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "Your role does not allow this.") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = ERROR_MESSAGES.notFoundEndpoint) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, field?: string, extra?: Record<string, unknown>) {
    super(409, message, field, extra);
  }
}
/** 428: the request needs something it did not carry (a follow without the reader cookie). */
export class PreconditionRequiredError extends AppError {
  constructor(message: string, field?: string) {
    super(428, message, field);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string, field?: string) {
    super(413, message, field);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, field?: string) {
    super(415, message, field);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string = ERROR_MESSAGES.tooManyRequests) {
    super(429, message);
  }
}
/** 503 for "busy, try again": the error handler sends Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string = ERROR_MESSAGES.databaseUnavailable) {
    super(503, message);
  }
}
