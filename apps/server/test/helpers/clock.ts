/** A clock the tests move by hand, so expiry is tested without sleeping. */
export class TestClock {
  #now: number;

  constructor(start = Date.parse('2026-03-02T14:00:00Z')) {
    this.#now = start;
  }

  readonly now = (): Date => new Date(this.#now);

  advance(ms: number): void {
    this.#now += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
