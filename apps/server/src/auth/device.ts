import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_S } from './limits';
import { hashToken, randomToken } from './tokens';

/**
 * The device cookie (decision 0004): a random id and this server's MAC of it, set HttpOnly at
 * every successful sign-in. Only the id's SHA-256 reaches the database, as with refresh tokens.
 */
export const DEVICE_COOKIE = 'portal_device';
const LABEL = 'device';
const COOKIE_PATH = '/users/authenticate';

/** The device id the request's cookie carries, if the cookie is this server's; else null. */
export function deviceIdOf(app: FastifyInstance, request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== DEVICE_COOKIE || !value) continue;
    const [id, mac] = value.split('.', 2);
    if (id && mac && id.length <= 64 && app.jwtSigner.macMatches(LABEL, id, mac)) return id;
  }
  return null;
}

export const deviceHashOf = (deviceId: string) => hashToken(`device:${deviceId}`);

/** Sets (or renews) the cookie; keeps the id the browser already has. */
export function setDeviceCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deviceId: string | null,
): string {
  const id = deviceId ?? randomToken();
  const attributes = [
    `${DEVICE_COOKIE}=${id}.${app.jwtSigner.mac(LABEL, id)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return id;
}
