import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

export { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER, PASSWORD_MIN_LENGTH } from './constants';
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;

export const authenticateRequestSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  generateTrackingUserName: z.boolean().optional().default(false),
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

/**
 * The token data object: the client keeps it whole in session storage as "the refresh
 * token object" and sends it back to /users/login, /users/refresh and /users/logout.
 */
export const tokenDataSchema = z.object({
  username: z.string(),
  jwt: z.string(),
  refreshToken: z.string(),
  challenge: z.string(),
  /** ISO instants. */
  jwtExpiresAt: z.string(),
  refreshExpiresAt: z.string(),
  sessionExpiresAt: z.string(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** The server reads only the refresh token; the rest of the stored object is stripped. */
export const refreshTokenObjectSchema = z.object({
  refreshToken: z.string().min(20).max(200),
});

export const tokenMethodSchema = z.enum(['PASSWORD', 'AD']);
export type TokenMethod = z.infer<typeof tokenMethodSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * POST /users/unlock (user management): clears a user name's sign-in failures, so the waits
 * they had earned stop at once (decision 0004). Unknown user names answer 404.
 */
export const unlockRequestSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;
