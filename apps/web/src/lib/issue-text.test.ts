import { describe, expect, it } from 'vitest';
import { ApiError, issueText, serverMessage } from './api-error';

describe('issueText', () => {
  const riderRefused = {
    path: 'riders.0.riderId',
    message: 'Rider 094 is not allowed on Term 10.',
    code: 'riderNotAllowed',
    params: { rider: '094', product: { en: 'Term 10', fr: 'Temporaire 10 ans' } },
  };

  it('words an engine refusal in the screen’s language', () => {
    expect(issueText(riderRefused, 'fr')).toBe(
      'L’avenant 094 n’est pas permis sur Temporaire 10 ans.',
    );
    expect(issueText(riderRefused, 'en')).toBe('Rider 094 is not allowed on Term 10.');
  });

  it('keeps the server’s message when the issue names no known problem', () => {
    expect(issueText({ path: 'x', message: 'Too long.' }, 'fr')).toBe('Too long.');
    expect(issueText({ ...riderRefused, code: 'somethingNew' }, 'fr')).toBe(riderRefused.message);
  });
});

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
