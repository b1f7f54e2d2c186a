import type { IllustrationInputBody, PremiumSummaryBody } from '@portal/contracts/illustration';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, type ApiIssue } from '@/lib/api-error';
import { logFailure } from '@/lib/log';
import { getFirstYearPremium } from './api';

export type PremiumState =
  | { status: 'empty' }
  | { status: 'notApplicable'; issues: readonly ApiIssue[] }
  | { status: 'loading'; last: PremiumSummaryBody | null }
  | { status: 'ok'; summary: PremiumSummaryBody }
  | { status: 'failed' };

/** Marks for the keystroke-to-premium benchmark (e2e reads them with performance.getEntries). */
export const PREMIUM_MARKS = {
  input: 'illustration:input',
  shown: 'illustration:premium-shown',
  measure: 'illustration:keystroke-to-premium',
} as const;

/**
 * The live first-year premium: a request per change of the engine input, the pending one
 * cancelled when a new one starts (spec 4); 'Not Applicable' while the form has errors
 * (platform spec 4), and no request then. A failed call is only logged (spec 8).
 */
export function usePremium(
  input: IllustrationInputBody | null,
  hasErrors: boolean,
): PremiumState & { retry: () => void } {
  const [state, setState] = useState<PremiumState>({ status: 'empty' });
  // A failed call is asked again on request (issue 15: a failure never leaves the user stuck).
  const [attempt, setAttempt] = useState(0);
  const key = input ? JSON.stringify(input) : null;
  const last = useRef<PremiumSummaryBody | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again for the same input on a retry
  useEffect(() => {
    if (hasErrors) {
      setState({ status: 'notApplicable', issues: [] });
      return;
    }
    if (!key) {
      setState({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', last: last.current });
    getFirstYearPremium(JSON.parse(key) as IllustrationInputBody, controller.signal)
      .then((answer) => {
        last.current = answer.firstYearPremium;
        setState({ status: 'ok', summary: answer.firstYearPremium });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure('First-year premium', error);
        if (error instanceof ApiError && error.status === 400)
          setState({ status: 'notApplicable', issues: error.issues });
        else setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [key, hasErrors, attempt]);

  // After the figure is on screen: the end of the keystroke-to-premium measure.
  useLayoutEffect(() => {
    if (state.status !== 'ok' && state.status !== 'notApplicable') return;
    if (performance.getEntriesByName(PREMIUM_MARKS.input, 'mark').length === 0) return;
    performance.mark(PREMIUM_MARKS.shown);
    performance.measure(PREMIUM_MARKS.measure, PREMIUM_MARKS.input, PREMIUM_MARKS.shown);
    performance.clearMarks(PREMIUM_MARKS.input);
  }, [state]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
