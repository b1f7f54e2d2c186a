// What a new-business illustration is, whoever asks for it (the screen's calls and the report
// alike): a case issued on the illustration date, and a product compare that puts the case's
// own product first and then every product the agent ticked, each once.
import { compareProducts, type ProductCompareLine } from '@portal/actuarial/concepts';
import type { IllustrationInput } from '@portal/actuarial/input';
import type { ProductId } from '@portal/actuarial/products/types';

/** Products the engine compares in one call. */
const ENGINE_COMPARE_LIMIT = 3;

/**
 * A new-business case is issued on the illustration date, so the exempt-test status and the
 * other date-driven tax values are worked out from that day when the input names no issue date
 * (issue 15 §2: never "Not available" for a case being illustrated today).
 */
export function onIllustrationDate<T extends { issueDate?: string }>(input: T, now: Date): T {
  if (typeof input.issueDate === 'string' && input.issueDate !== '') return input;
  return { ...input, issueDate: now.toISOString().slice(0, 10) };
}

/**
 * The case's product, then each other product asked for, once each and in the order asked,
 * every one of them compared (the engine takes a few at a time): what the screen shows is
 * what the report prints.
 */
export function compareWithCase(
  input: IllustrationInput,
  others: readonly ProductId[],
  years?: readonly number[],
): ProductCompareLine[] {
  const ids = [...new Set([input.productId as ProductId, ...others])];
  const lines: ProductCompareLine[] = [];
  for (let from = 0; from < ids.length; from += ENGINE_COMPARE_LIMIT)
    lines.push(...compareProducts(input, ids.slice(from, from + ENGINE_COMPARE_LIMIT), years));
  return lines;
}
