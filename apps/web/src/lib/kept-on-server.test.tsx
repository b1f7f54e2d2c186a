import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_WAIT_MS, flushBeforeSignOut } from './before-sign-out';
import { useKeptOnServer } from './kept-on-server';

afterEach(() => {
  vi.useRealTimers();
});

function keep(save: (values: { name: string }) => Promise<unknown>) {
  return renderHook(
    ({ values }) =>
      useKeptOnServer(values, { name: '' }, save, {
        delay: 400,
        failure: 'test',
        worthKeeping: (v) => v.name !== '',
      }),
    { initialProps: { values: { name: '' } } },
  );
}

describe('a form kept on the server as the user types', () => {
  it('saves once the values rest, and not what is already kept or not worth keeping', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const { rerender } = keep(save);
    rerender({ values: { name: 'Lu' } });
    rerender({ values: { name: 'Luc' } });
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(save.mock.calls).toEqual([[{ name: 'Luc' }]]);
    rerender({ values: { name: 'Luc' } });
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends the last change at sign-out, before the debounce would have, and only once', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const { rerender, unmount } = keep(save);
    rerender({ values: { name: 'Luc Gagnon' } });
    await act(async () => flushBeforeSignOut());
    expect(save.mock.calls).toEqual([[{ name: 'Luc Gagnon' }]]);
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(save).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => flushBeforeSignOut());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('waits for a save in flight, but never past the wait when the server does not answer', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => new Promise<never>(() => {}));
    const { rerender } = keep(save);
    rerender({ values: { name: 'Luc' } });
    let signedOut = false;
    const flushing = flushBeforeSignOut().then(() => {
      signedOut = true;
    });
    await act(async () => vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS - 1));
    expect(signedOut).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await flushing;
    expect(signedOut).toBe(true);
  });
});
