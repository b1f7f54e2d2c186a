import { describe, expect, it } from 'vitest';
import { authenticateRequestSchema, refreshTokenObjectSchema } from './auth';

describe('authenticateRequestSchema', () => {
  it('keeps the spec fields and strips the rest', () => {
    const parsed = authenticateRequestSchema.parse({
      username: ' agent ',
      password: 'demo1234',
      generateTrackingUserName: true,
      isAdmin: true,
    });
    expect(parsed).toEqual({
      username: 'agent',
      password: 'demo1234',
      generateTrackingUserName: true,
    });
  });

  it('refuses a password shorter than 5 and an empty user name', () => {
    expect(authenticateRequestSchema.safeParse({ username: 'a', password: '1234' }).success).toBe(
      false,
    );
    expect(authenticateRequestSchema.safeParse({ username: ' ', password: '12345' }).success).toBe(
      false,
    );
    expect(authenticateRequestSchema.safeParse({ username: 'a', password: '12345' }).success).toBe(
      true,
    );
  });
});

describe('refreshTokenObjectSchema', () => {
  it('reads only the refresh token from the stored token object', () => {
    const stored = { username: 'agent', jwt: 'x', refreshToken: 'r'.repeat(43), challenge: 'c' };
    expect(refreshTokenObjectSchema.parse(stored)).toEqual({ refreshToken: 'r'.repeat(43) });
  });
});
