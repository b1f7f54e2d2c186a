import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { beforeSignOut } from './before-sign-out';
import { logFailure } from './log';

/**
 * Keeps a form's values on the server as the user types: `save` once the values have rested
 * `delay` ms and differ from what was last kept (and `worthKeeping` says so), and at once,
 * awaited, when the user signs out.
 */
export function useKeptOnServer<T>(
  values: T,
  initial: T,
  save: (values: T) => Promise<unknown>,
  options: { delay: number; failure: string; worthKeeping?: (values: T) => boolean },
): { markKept: (values: T) => void } {
  const [debounced] = useDebouncedValue(values, options.delay);
  const kept = useRef(JSON.stringify(initial));
  const latest = useRef(values);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const settings = useRef({ save, ...options });
  // Before the browser handles the next event: a click on Sign Out right after a field's blur
  // committed its value must flush that value, not the one before it.
  useLayoutEffect(() => {
    latest.current = values;
    settings.current = { save, ...options };
  });

  const keep = useCallback((next: T): Promise<unknown> => {
    const { save: send, failure, worthKeeping } = settings.current;
    const json = JSON.stringify(next);
    if (json === kept.current || (worthKeeping && !worthKeeping(next))) return saving.current;
    kept.current = json;
    saving.current = send(next).catch((error: unknown) => logFailure(failure, error));
    return saving.current;
  }, []);

  useEffect(() => {
    void keep(debounced);
  }, [debounced, keep]);

  useEffect(() => {
    return beforeSignOut(() => keep(latest.current));
  }, [keep]);

  const markKept = useCallback((next: T) => {
    kept.current = JSON.stringify(next);
  }, []);
  return { markKept };
}
