import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from './api-error';

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
