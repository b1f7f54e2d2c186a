import { Text } from '@mantine/core';
import type { EAppFormBody } from '@portal/contracts/eapplication';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { logFailure } from '@/lib/log';
import { pricePremium } from '../api';

type PremiumState = 'idle' | 'pricing' | 'priced' | 'failed';

/**
 * A change of face or product prices the coverage again with the engine (issue 20 §1), from
 * the illustration's engine input with the change applied, and says so. The pending request is
 * cancelled by a newer change (inforce spec 4, "A new first-year-premium request cancels the
 * one still pending").
 */
export function usePremiumOnChange(
  form: EAppFormBody,
  set: (premium: string, pricing: EAppFormBody['pricing']) => void,
): { state: PremiumState; problem: string } {
  const [state, setState] = useState<PremiumState>('idle');
  const [problem, setProblem] = useState('');
  const { pricing, faceAmount, productId } = form;
  const priced = useRef({ faceAmount, productId, premium: form.premium });
  const setRef = useRef(set);
  setRef.current = set;
  useEffect(() => {
    if (!pricing) return;
    const face = Number(faceAmount.replace(/[^\d]/g, ''));
    const unchanged =
      priced.current.faceAmount === faceAmount &&
      priced.current.productId === productId &&
      priced.current.premium !== '';
    if (unchanged || !Number.isFinite(face) || face <= 0) return;
    // The first pricing of an application (just applied) is not a change to announce.
    const first = priced.current.premium === '';
    const controller = new AbortController();
    const input = { ...pricing, faceAmount: face, productId } as NonNullable<
      EAppFormBody['pricing']
    >;
    const timer = setTimeout(() => {
      setState('pricing');
      pricePremium(input, controller.signal)
        .then((answer) => {
          const premium = (answer.firstYearPremium.modalPremium / 100).toFixed(2);
          priced.current = { faceAmount, productId, premium };
          setRef.current(premium, input);
          setState(first ? 'idle' : 'priced');
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logFailure('E-application premium', error);
          setProblem(error instanceof ApiError ? (error.issues[0]?.message ?? error.message) : '');
          setState('failed');
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pricing, faceAmount, productId]);
  return { state, problem };
}

export function PremiumNote({ state, problem }: { state: PremiumState; problem: string }) {
  const { t } = useTranslation();
  const text =
    state === 'pricing'
      ? t('eapp.premium.recomputing')
      : state === 'priced'
        ? t('eapp.premium.recomputed')
        : state === 'failed'
          ? t('eapp.premium.failed', { problem })
          : '';
  return (
    <Text role="status" size="sm" c={state === 'failed' ? 'red.9' : undefined}>
      {text}
    </Text>
  );
}
