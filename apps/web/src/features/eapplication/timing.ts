// User Timing for the e-application's whole validation, which runs on every change (issue 20
// §4): each run is a 'measure' that DevTools' performance panel and a PerformanceObserver see
// (bench/suites/eapplication.ts reads them in Chromium), cleared at once from the page's
// buffer so that a long session does not pile entries up.

export const VALIDATE_MEASURE = 'eapp:validate';

export function timed<T>(name: string, run: () => T): T {
  const start = performance.now();
  const result = run();
  performance.measure(name, { start, end: performance.now() });
  performance.clearMeasures(name);
  return result;
}
