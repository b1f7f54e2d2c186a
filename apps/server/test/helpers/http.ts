import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER, type TokenData } from '@portal/contracts/auth';
import { type ErrorCode, errorResponseSchema } from '@portal/contracts/errors';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'demo1234';

let addressCounter = 0;
/** A client address no other test uses, so per-address limits never leak between tests. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function authenticate(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/users/authenticate',
    remoteAddress,
    payload: { username, password, generateTrackingUserName: false },
  });
}

/** Signs in and returns the token data, failing the test if sign-in fails. */
export async function signIn(app: FastifyInstance, username: string): Promise<TokenData> {
  const response = await authenticate(app, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TokenData>();
}

/** The headers the browser's client sends on a signed-in call. */
export function sessionHeaders(tokens: TokenData): Record<string, string> {
  return { authorization: `Bearer ${tokens.jwt}`, [CHALLENGE_HEADER]: tokens.challenge };
}

/** Signs in as `username`, then makes the request with that session's jwt and challenge. */
export async function injectWithLogin(
  app: FastifyInstance,
  username: string,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const tokens = await signIn(app, username);
  return injectAs(app, tokens, request);
}

export function injectAs(
  app: FastifyInstance,
  tokens: TokenData,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...request, headers: { ...sessionHeaders(tokens), ...request.headers } });
}

/** The response is the one error body with this status and code. */
export function expectError(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.statusCode).toBe(status);
  return body;
}

/** A 400 `validation` naming exactly these fields (dotted paths) among its issues. */
export function expectValidationError(response: LightMyRequestResponse, paths: string[]) {
  const body = expectError(response, 400, 'validation');
  expect([...new Set(body.issues?.map((issue) => issue.path))].sort()).toEqual([...paths].sort());
  for (const issue of body.issues ?? []) expect(issue.message).not.toBe('');
  return body;
}

/**
 * Signs in to a server listening at `base` (a child process, not inject) and returns the
 * headers a signed-in call carries.
 */
export async function signInOverHttp(
  base: string,
  username: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${base}/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CHALLENGE_HEADER]: CHALLENGE_PLACEHOLDER },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, generateTrackingUserName: false }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as TokenData;
  return { authorization: `Bearer ${tokens.jwt}`, [CHALLENGE_HEADER]: tokens.challenge };
}
