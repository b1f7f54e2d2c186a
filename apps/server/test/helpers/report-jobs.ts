// What proves a report-like call ran as a job (decision 0084): its jobs row, keyed by the
// report id, done with the call's answer as its result; and a job queued in a session's name
// reads that session and what it prints again, keeping nothing when either is gone.
import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { findJob } from '../../src/jobs/status';
import { signIn } from './http';
import { reportIdsWithBytes } from './rows';

/** The session a signed-in client's token names. */
export function sessionIdOf(tokens: TokenData): string {
  const sid = decodeJwt(tokens.jwt).sid;
  if (typeof sid !== 'string') throw new Error('a token without its session');
  return sid;
}

/** A session of `username`'s, signed in and at once signed out. */
export async function endedSession(app: FastifyInstance, username: string): Promise<TokenData> {
  const tokens = await signIn(app, username);
  const out = await app.inject({
    method: 'POST',
    url: '/users/logout',
    payload: { refreshToken: tokens.refreshToken },
  });
  expect(out.statusCode).toBe(200);
  return tokens;
}

/** The report id of an output's address, /DB/{reportId}/{file}. */
export function reportIdOf(url: string): string {
  const [, db, reportId] = url.split('/');
  if (db !== 'DB' || !reportId) throw new Error(`not an output address: ${url}`);
  return reportId;
}

/** The call's answer was its job's result: one row under its report id, done once. */
export async function expectAnsweredByJob(
  app: FastifyInstance,
  reportId: string,
  task: string,
  answer: unknown,
) {
  expect(await findJob(app.db, reportId)).toMatchObject({
    task,
    status: 'done',
    attempt: 1,
    error: null,
    result: answer,
  });
}

/**
 * Queues `task` straight on the instance's queue as `tokens`' session with `fields`, and
 * expects it to fail with `error` and keep no output.
 */
export async function expectJobRefused(
  app: FastifyInstance,
  task: string,
  tokens: TokenData,
  fields: Record<string, unknown>,
  error: string,
) {
  const reportID = `job-test-${task}-${Math.random().toString(36).slice(2, 10)}`;
  const job = {
    ...fields,
    sessionId: sessionIdOf(tokens),
    reportID,
    now: app.clock().toISOString(),
  };
  expect(await app.jobs.add(task, reportID, job)).toBe(true);
  expect(await app.jobs.wait(reportID, 60_000)).toMatchObject({ status: 'failed', error });
  expect(await reportIdsWithBytes(app)).not.toContain(reportID);
}
