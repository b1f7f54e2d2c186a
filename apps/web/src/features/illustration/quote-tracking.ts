// The tracking events the ProQuote data reports count (issue 18; decisions 0054 and 0078):
// a quote (BUTTON_CLICK, form illustration, control btnCalculate) and a printed report
// (btnReportPDF / btnReportExcel, sent by the report buttons). The detail is the form data.
import type { IllustrationInputBody } from '@portal/contracts/illustration';
import { QUOTE_EVENT } from '@portal/domain/reports/data-reports';
import { useCallback, useEffect, useRef } from 'react';
import { trackEvent } from '@/components/fields';
import type { IllustrationFormValues } from './form-model';
import { SHARED_DATA_FIELD } from './shared-ownership/field';

/**
 * The form prices as the agent types, so there is no Calculate button to count: a quote is a
 * premium that stayed on screen this long for the same input (decision 0078). Shorter, and
 * the figures of half-typed amounts would count as quotes.
 */
export const QUOTE_SETTLE_MS = 2000;

/**
 * The form data as the engine priced it: the issue age and the face amount as numbers (a
 * birth date gives the age; a typed amount may carry separators), without the Shared
 * Ownership data (its own JSON, which no report reads).
 */
export function trackingDetail(
  values: IllustrationFormValues,
  input: IllustrationInputBody | null,
): Record<string, unknown> {
  const { [SHARED_DATA_FIELD]: _shared, ...form } = values;
  if (!input) return form;
  return {
    ...form,
    insuredAge: String(input.insureds[0]?.issueAge ?? form.insuredAge ?? ''),
    faceAmount: String(input.faceAmount),
  };
}

/**
 * Sends one quote event for each priced input that stays on screen QUOTE_SETTLE_MS; the same
 * input priced again (an answer after a retry, the agent typing a figure back) is not a new
 * quote. Returns what the premium panel calls with the input it shows priced, or null.
 */
export function useQuoteTracking(readDetail: () => Record<string, unknown>) {
  const counted = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const detail = useRef(readDetail);
  detail.current = readDetail;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((pricedKey: string | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pricedKey === null || counted.current.has(pricedKey)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      counted.current.add(pricedKey);
      trackEvent(QUOTE_EVENT.eventType, QUOTE_EVENT.formName, QUOTE_EVENT.controlName, {
        ...detail.current(),
      });
    }, QUOTE_SETTLE_MS);
  }, []);
}
