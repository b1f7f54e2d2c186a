import type { BatchStatus } from '@portal/contracts/batch';

/** Statuses of a batch still under way: its screen asks again every second. */
const ACTIVE: readonly BatchStatus[] = ['queued', 'running', 'finishing'];
/** The contract's cancel stops a queued or running batch; one finishing is nearly done. */
const CANCELLABLE: readonly BatchStatus[] = ['queued', 'running'];

export const POLL_MS = 1000;
export const isActive = (status: BatchStatus) => ACTIVE.includes(status);
export const isCancellable = (status: BatchStatus) => CANCELLABLE.includes(status);

/** Shades dark enough for white text to meet the contrast rule (WCAG AA). */
export const STATUS_COLORS: Readonly<Record<BatchStatus, string>> = {
  queued: 'gray.7',
  running: 'blue.8',
  finishing: 'blue.8',
  done: 'teal.9',
  cancelled: 'gray.7',
  failed: 'red.9',
};
