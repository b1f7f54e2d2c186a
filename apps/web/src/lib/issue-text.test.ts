import { describe, expect, it } from 'vitest';
import { issueText } from './issue-text';

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
