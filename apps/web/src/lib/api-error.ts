import type { ProblemParam } from '@portal/actuarial/problems';
import { ERROR_CODES, type ErrorCode } from '@portal/contracts/constants';

/** `network` is the browser's own: the server was never reached. */
export type ApiErrorCode = ErrorCode | 'network';

export interface ApiIssue {
  path: string;
  message: string;
  /** An illustration engine refusal's code and values (contracts/errors.ts). */
  code?: string;
  params?: Record<string, ProblemParam>;
}

/** A refused or failed call; components show `errors.<code>` (or the network text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
    /** Seconds to wait before trying again, when the answer says (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'tooManyAttempts',
  503: 'unavailable',
};

/** Reads the server's error body; a body that is not one still gets a code by status. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
    issues?: ApiIssue[];
  } | null;
  const code = (ERROR_CODES as readonly unknown[]).includes(body?.code)
    ? (body?.code as ErrorCode)
    : (CODE_BY_STATUS[response.status] ?? 'internal');
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  // Our server sends Retry-After as whole seconds (never as a date).
  const retryAfter = Number(response.headers.get('retry-after') || Number.NaN);
  return new ApiError(
    response.status,
    code,
    message,
    body?.issues ?? [],
    retryAfter >= 0 ? Math.ceil(retryAfter) : undefined,
  );
}

/** The catalogue key for any failure of a call. */
export function errorMessageKey(error: unknown): `errors.${ErrorCode}` | 'app.networkError' {
  if (error instanceof ApiError) {
    return error.code === 'network' ? 'app.networkError' : `errors.${error.code}`;
  }
  return 'errors.internal';
}

/**
 * What to show where the spec says "the server's message" (platform spec 8: login failure,
 * profile and report-profile save failures). A validation refusal's message is the server's,
 * worded for the user in their input language (decision 0011); any other failure shows the
 * catalogue text of its code in the user's language (decision 0005), never the server's
 * English for logs.
 */
export function serverMessage(
  error: unknown,
  t: (key: ReturnType<typeof errorMessageKey>) => string,
): string {
  if (error instanceof ApiError && error.code === 'validation' && error.message.trim() !== '') {
    return error.message;
  }
  return t(errorMessageKey(error));
}
