import { type ComponentType, lazy, useState } from 'react';

export type Preloadable<P extends object = object> = ComponentType<P> & {
  /** Starts loading the code; resolves once it is there (a failure is the render's to show). */
  preload(): Promise<void>;
};

/**
 * A component whose code loads on first use, like React.lazy, but which draws at once when
 * its code has already come (prefetched while the visitor typed, or preloaded beside a data
 * call). A lazy component suspends on its first render even then, and React holds a
 * revealed Suspense fallback for 300 ms: a cost the landing screen should not pay for code
 * it already has (decision 0041).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Chosen once per mount: switching between the two later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, {
    preload: () => start().then(() => undefined),
  });
}
