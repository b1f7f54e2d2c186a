import { vi } from 'vitest';

/** What the test printed through console.error and console.warn; the setup fails on leftovers. */
export const consoleMessages: string[] = [];

export function recordConsole(): void {
  consoleMessages.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleMessages.push(`${level}: ${args.map(String).join(' ')}`);
    });
  }
}

/** Takes the expected messages matching `pattern`, so only unexpected ones fail the test. */
export function takeConsoleMessages(pattern: RegExp): string[] {
  const taken = consoleMessages.filter((message) => pattern.test(message));
  for (const message of taken) consoleMessages.splice(consoleMessages.indexOf(message), 1);
  return taken;
}
