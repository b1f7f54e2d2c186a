import { STATUS_CODES } from 'node:http';
import type { ErrorCode, ErrorResponse } from '@portal/contracts/errors';

/** An error the client is meant to see: its status, code and message go out as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Field-level problems (a form the field engine refused): path and message. */
    readonly issues?: ErrorResponse['issues'],
    /** Headers the answer carries (Retry-After on a 503). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = (message = 'Sign-in required.') =>
  new ApiError(401, 'unauthenticated', message);
export const sessionExpired = () =>
  new ApiError(401, 'sessionExpired', 'The session has expired or was ended.');
export const challengeMismatch = () =>
  new ApiError(401, 'challengeMismatch', 'The challenge header does not match the session.');
export const forbidden = () =>
  new ApiError(403, 'forbidden', 'Access to this call is not allowed.');
export const passwordChangeRequired = () =>
  new ApiError(
    403,
    'passwordChangeRequired',
    'Choose a new password first (POST /users/ChangePassword).',
  );
export const notFound = (message = 'Not found.') => new ApiError(404, 'notFound', message);

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  issues?: ErrorResponse['issues'],
): ErrorResponse {
  return {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(issues ? { issues } : {}),
  };
}
