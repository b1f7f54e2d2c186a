import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertType } from '@/components/fields';

/** Spec 4: an alert goes away by itself after 5000 ms. */
export const ALERT_MS = 5000;

export function useNotice() {
  const [notice, setNotice] = useState<{ type: AlertType; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback((type: AlertType, text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setNotice({ type, text });
    timer.current = setTimeout(() => setNotice(null), ALERT_MS);
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
