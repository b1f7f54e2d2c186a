/**
 * Work that must reach the server before a sign-out ends the session: a form's last change
 * that its debounced save has not sent yet, or a save still in flight. Without it, a change
 * made just before Sign Out was lost with the session (nothing lost, decision 0013).
 */
const flushers = new Set<() => Promise<unknown>>();

/** Registers work to finish before the session ends; the returned function removes it. */
export function beforeSignOut(flush: () => Promise<unknown>): () => void {
  flushers.add(flush);
  return () => {
    flushers.delete(flush);
  };
}

/** A server that does not answer must not keep the user from signing out. */
export const FLUSH_WAIT_MS = 3000;

/** Runs every registered flush, none holding up the others or the sign-out past the wait. */
export async function flushBeforeSignOut(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((done) => {
    timer = setTimeout(done, FLUSH_WAIT_MS);
  });
  await Promise.race([Promise.allSettled([...flushers].map((flush) => flush())), waited]);
  clearTimeout(timer);
}
