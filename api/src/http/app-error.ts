import type { ErrorCode } from '@club/contract/common';

/** An error the API reports to the client as `{ error: { code, message, field? } }`. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent as the Retry-After header (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds);
export const validationError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${field}: ${message}`, field);
