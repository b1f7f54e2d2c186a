import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferredLoad() {
  let resolve: (component: typeof Hello) => void = () => {};
  const loading = new Promise<typeof Hello>((done) => {
    resolve = done;
  });
  return { load: () => loading, resolve };
}

describe('a preloadable component (decision 0041)', () => {
  it('draws at once, with no fallback, when its code has come ahead', async () => {
    const code = deferredLoad();
    const Screen = preloadable(code.load);
    const preloaded = Screen.preload();
    code.resolve(Hello);
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like a lazy component when its code has not come yet', async () => {
    const code = deferredLoad();
    const Screen = preloadable(code.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => code.resolve(Hello));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const Screen = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});
