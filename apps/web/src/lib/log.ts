/** Failures the spec says are "logged only": no message for the user, a line for support. */
export function logFailure(what: string, error: unknown): void {
  console.warn(`${what} failed:`, error instanceof Error ? error.message : error);
}
