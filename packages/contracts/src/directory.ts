import { z } from 'zod';

/** POST /users/directory/session: the directory's id token, exchanged for a portal session. */
export const directoryExchangeSchema = z.object({
  idToken: z
    .string()
    .min(20)
    .max(16_384)
    .regex(/^[\w-]+\.[\w-]*\.[\w-]*$/, 'must be a compact JWT'),
});
export type DirectoryExchange = z.infer<typeof directoryExchangeSchema>;

/** GET /api/directorySettings: what the browser needs to sign in through the directory. */
export const directorySettingsSchema = z.object({
  /** The issuer (oidc-client-ts's authority). */
  authority: z.string().url(),
  clientId: z.string().min(1),
  /** Space-separated; User.Read only when the provider knows it. */
  scope: z.string().min(1),
  /** Where the provider returns after sign-out; the portal's /login when null. */
  postLogoutRedirect: z.string().url().nullable(),
});
export type DirectorySettings = z.infer<typeof directorySettingsSchema>;

/**
 * POST /users/directory/nonce: a sign-in nonce the browser passes to the directory; the
 * exchange accepts only an id token carrying one the portal issued (decision 0030).
 */
export const directoryNonceSchema = z.object({ nonce: z.string().min(1) });
export type DirectoryNonce = z.infer<typeof directoryNonceSchema>;
