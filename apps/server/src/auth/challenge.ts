import { timingSafeEqual } from 'node:crypto';
import { CHALLENGE_HEADER } from '@portal/contracts/auth';
import type { FastifyRequest } from 'fastify';

/** Whether the request's challenge header is the session's, compared in constant time. */
export function challengeMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[CHALLENGE_HEADER];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
