/**
 * Values both ends share that need no zod, so the browser can import them without pulling
 * the schema library into its bundle. The schemas in the other files build on these.
 */
export { PASSWORD_MIN_LENGTH } from '@portal/domain/fields/password';

/**
 * Every error the server answers with carries one of these codes; the web app shows the
 * catalogue text `errors.<code>` in the user's language, so the server's English
 * `message` is for logs and API clients only.
 */
export const ERROR_CODES = [
  'badRequest',
  'validation',
  'payloadTooLarge',
  'unauthenticated',
  'forbidden',
  'notFound',
  'invalidCredentials',
  'tooManyAttempts',
  'tooManyRequests',
  'sessionExpired',
  'challengeMismatch',
  'notSetUp',
  'wrongSignInMethod',
  'engineBusy',
  'engineTimeout',
  'conflict',
  'selfChange',
  'passwordChangeRequired',
  'accountDisabled',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const CHALLENGE_HEADER = 'x-challenge';

/** Where the browser keeps the tracking id (spec 7). */
export const TRACKING_ID_KEY = 'trackingID';

/**
 * The header a client sends with a save that creates a case: one value per intended save,
 * the same on every retry of it, so that a save stored but answered with an error is not
 * stored twice (decision 0025). Printable ASCII, 8 to 128 characters (a UUID fits).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What the client sends in the challenge header before it has a session. */
export const CHALLENGE_PLACEHOLDER = 'none';
