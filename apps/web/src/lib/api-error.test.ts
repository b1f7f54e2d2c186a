import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage, toApiError } from './api-error';

describe('serverMessage (spec 8: "server message")', () => {
  const t = (key: string) => `[${key}]`;

  it('is the server’s own words for a validation refusal (worded in the user’s language)', () => {
    const refused = new ApiError(
      400,
      'validation',
      'Téléphone secondaire : Ce champ est obligatoire.',
    );
    expect(serverMessage(refused, t)).toBe('Téléphone secondaire : Ce champ est obligatoire.');
  });

  it('is the catalogue text of the code for anything else, never the server’s English', () => {
    expect(serverMessage(new ApiError(500, 'internal', 'An internal error occurred.'), t)).toBe(
      '[errors.internal]',
    );
    expect(serverMessage(new ApiError(400, 'validation', ' '), t)).toBe('[errors.validation]');
    expect(serverMessage(new ApiError(0, 'network', 'offline'), t)).toBe('[app.networkError]');
    expect(serverMessage(new Error('boom'), t)).toBe('[errors.internal]');
  });
});

describe('toApiError', () => {
  const refusal = (headers: Record<string, string>) =>
    new Response(JSON.stringify({ code: 'tooManyAttempts', message: 'wait' }), {
      status: 429,
      headers,
    });

  it('keeps the seconds of Retry-After, and nothing when there is none or it is a date', async () => {
    expect((await toApiError(refusal({ 'Retry-After': '30' }))).retryAfterSeconds).toBe(30);
    expect((await toApiError(refusal({ 'Retry-After': '0' }))).retryAfterSeconds).toBe(0);
    expect((await toApiError(refusal({}))).retryAfterSeconds).toBeUndefined();
    const date = refusal({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' });
    expect((await toApiError(date)).retryAfterSeconds).toBeUndefined();
  });
});
