import { Writable } from 'node:stream';
import type { TokenData } from '@portal/contracts/auth';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnFreshDatabase } from '../src/app';
import { censorPersonal, serializeError } from '../src/observability/log-safety';
import { testConfig } from './helpers/app';
import { seededTestDatabaseTarget } from './helpers/database';
import { freshAddress, injectAs, signIn } from './helpers/http';

/**
 * Issue 36 §3: personal data never reaches a log. The app logs at its most talkative level
 * while a person signs in (and mistypes a password), illustrates with a birth date (and with
 * one the engine refuses), and submits an e-application (and one refused); then every line
 * it wrote is searched for every value typed (decision 0112).
 */
const lines: string[] = [];
let app: FastifyInstance;
let tokens: TokenData;

const WRONG_PASSWORD = 'Wr0ng-Pa55word-typed';
const BIRTH_DATE = '1971-08-19';
const REFUSED_BIRTH_DATE = '1899-03-17';
const SIN = '046 454 286';
const INSURED_BIRTH_DATE = '1966-11-23';
const TRANSIT = '54321';
const INSTITUTION = '815';
const ACCOUNT = '9081726';
const CRIME_DETAILS = 'Convicted-of-something-in-1990';
const ILLNESS = 'Recurring-migraines-since-2015';
const BAD_SIN = '123 456 789';
const BAD_ACCOUNT = '44';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildAppOnFreshDatabase(
    testConfig({ LOG_LEVEL: 'trace' }),
    seededTestDatabaseTarget(),
    {
      logger: { stream },
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('no personal data in the logs (issue 36 §3)', () => {
  it('a sign-in, an illustration with a birth date and an e-application leave none of their values in any line', async () => {
    const address = freshAddress();
    const wrong = await app.inject({
      method: 'POST',
      url: '/users/authenticate',
      remoteAddress: address,
      payload: { username: 'agent', password: WRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    tokens = await signIn(app, 'agent');

    const illustration = (birthDate: string) =>
      injectAs(app, tokens, {
        method: 'POST',
        url: '/api/illustrations/run',
        payload: {
          productId: '0131',
          faceAmount: 500_000,
          premiumMode: 'Monthly',
          issueDate: '2026-01-15',
          insureds: [{ sex: 'M', smokeClass: 'N', birthDate }],
        },
      });
    const illustrated = await illustration(BIRTH_DATE);
    expect(illustrated.statusCode, illustrated.body).toBe(200);
    const refused = await illustration(REFUSED_BIRTH_DATE);
    expect(refused.statusCode).toBe(400);

    const form = completeForm({
      ownerSin: SIN,
      insuredBirthDate: INSURED_BIRTH_DATE,
      transit: TRANSIT,
      institution: INSTITUTION,
      accountNumber: ACCOUNT,
      health: { q1: 'N', q2a: 'Y', q2b: 'N', q3a: 'Y', q3b: 'N', q3c: 'N', q4: 'N', q5: 'N' },
      crimeDetails: CRIME_DETAILS,
      illnessNature: ILLNESS,
    });
    const submitted = await injectAs(app, tokens, {
      method: 'POST',
      url: '/api/eapplications',
      payload: { form },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const badForm = { ...form, ownerSin: BAD_SIN, accountNumber: BAD_ACCOUNT };
    const refusedApplication = await injectAs(app, tokens, {
      method: 'POST',
      url: '/api/eapplications',
      payload: { form: badForm },
    });
    expect(refusedApplication.statusCode).toBe(400);
    // And what careless code would write through the same logger: a whole form, a failed
    // statement with its parameters.
    app.log.info({ form, request: { body: { form: badForm } } }, 'a careless line');
    app.log.error(
      { err: new DrizzleQueryError('insert into "eapplications" values ($1, $2)', [SIN, ACCOUNT]) },
      'a failed statement',
    );

    // The log said something about each call (so that silence is not what passes).
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = parsed.map((entry) => (entry.req as { url?: string } | undefined)?.url);
    for (const url of ['/users/authenticate', '/api/illustrations/run', '/api/eapplications']) {
      expect(urls).toContain(url);
    }
    expect(parsed.some((entry) => entry.msg === 'sign-in refused')).toBe(true);
    expect(parsed.some((entry) => String(entry.msg).startsWith('request refused'))).toBe(true);
    // Every request line carries its request id.
    for (const entry of parsed.filter((e) => e.req || e.res)) expect(entry.reqId).toBeTruthy();

    const typed = [
      'demo1234',
      WRONG_PASSWORD,
      tokens.jwt,
      tokens.refreshToken,
      tokens.challenge,
      BIRTH_DATE,
      REFUSED_BIRTH_DATE,
      SIN,
      SIN.replaceAll(' ', ''),
      BAD_SIN,
      BAD_SIN.replaceAll(' ', ''),
      INSURED_BIRTH_DATE,
      TRANSIT,
      ACCOUNT,
      CRIME_DETAILS,
      ILLNESS,
    ];
    // Each line without the fields pino and Fastify fill with numbers of their own (a time
    // in milliseconds, a response time with many decimals can hold any 5 or 7 digits).
    const searched = parsed.map(({ time, pid, hostname, responseTime, ...rest }) =>
      JSON.stringify(rest),
    );
    const leaks = searched.flatMap((line) =>
      typed.filter((value) => line.includes(value)).map((value) => `${value} in ${line}`),
    );
    expect(leaks).toEqual([]);
    // Three-digit and two-digit values are too short to search for in text: no field named
    // for them holds them.
    const named = (entry: unknown): string[] =>
      entry && typeof entry === 'object'
        ? Object.entries(entry).flatMap(([key, value]) =>
            /^(institution|accountNumber|health)$/.test(key) && value !== '[redacted]'
              ? [`${key}=${JSON.stringify(value)}`]
              : named(value),
          )
        : [];
    expect(parsed.flatMap(named)).toEqual([]);
    expect(INSTITUTION).toHaveLength(3);
    expect(BAD_ACCOUNT).toHaveLength(2);
  });
});

describe('what any code logs is censored', () => {
  it('personal fields at any depth, and not the rest', () => {
    expect(
      censorPersonal({
        user: 'agent',
        form: { ownerSin: SIN, insureds: [{ birthDate: BIRTH_DATE, sex: 'F' }], single: 'x' },
        password: 'p',
        issues: [{ path: 'transit', message: 'Enter 5 digits.' }],
      }),
    ).toEqual({
      user: 'agent',
      form: {
        ownerSin: '[redacted]',
        insureds: [{ birthDate: '[redacted]', sex: 'F' }],
        single: 'x',
      },
      password: '[redacted]',
      issues: [{ path: 'transit', message: 'Enter 5 digits.' }],
    });
  });

  it('an error: Drizzle’s parameters, the driver’s detail and a data error’s value are not written', () => {
    const driver = Object.assign(new Error(`invalid input syntax for type date: "${BIRTH_DATE}"`), {
      code: '22007',
      detail: `Key (sin)=(${SIN}) already exists.`,
      where: `unnamed portal parameter $1 = '${BIRTH_DATE}'`,
      table: 'eapplications',
    });
    const failed = new DrizzleQueryError(
      'insert into "x" values ($1, $2)',
      [BIRTH_DATE, SIN],
      driver,
    );
    const written = JSON.stringify(serializeError(failed));
    expect(written).not.toContain(BIRTH_DATE);
    expect(written).not.toContain(SIN);
    expect(written).toContain('insert into \\"x\\" values ($1, $2)');
    expect(written).toContain('"table":"eapplications"');
    expect(written).toContain('"code":"22007"');
    expect(written).toContain('at ');
  });
});
