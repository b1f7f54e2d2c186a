import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/server';
import { draftQuery, prefetchDraft } from './api';

const draft = (name: string) => ({
  form: { ownerName: name },
  updatedAt: '2026-11-28T12:00:00.000Z',
});

describe('the draft asked for ahead (decision 0083)', () => {
  it('is taken by the first read only: a later read asks the server again', async () => {
    const answers = [draft('first'), draft('second')];
    const server = fakeServer({ 'GET /api/illustrations/draft': () => json(answers.shift()) });
    const client = new QueryClient();
    prefetchDraft(client);
    await expect(client.fetchQuery(draftQuery)).resolves.toEqual(draft('first'));
    expect(server.callsTo('GET', '/api/illustrations/draft')).toHaveLength(1);
    await expect(client.fetchQuery(draftQuery)).resolves.toEqual(draft('second'));
    expect(server.callsTo('GET', '/api/illustrations/draft')).toHaveLength(2);
  });

  it('is gone once the cache is cleared, as at every sign-in and sign-out', async () => {
    const answers = [draft('first user'), draft('second user')];
    const server = fakeServer({ 'GET /api/illustrations/draft': () => json(answers.shift()) });
    const client = new QueryClient();
    prefetchDraft(client);
    await client.getQueryCache().find({ queryKey: ['illustration', 'draft', 'ahead'] })?.promise;
    client.clear();
    await expect(client.fetchQuery(draftQuery)).resolves.toEqual(draft('second user'));
    expect(server.callsTo('GET', '/api/illustrations/draft')).toHaveLength(2);
  });
});
