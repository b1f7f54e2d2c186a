import { MantineProvider } from '@mantine/core';
import { act, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { AlertStack } from './alert-stack';
import { ALERT_DISPLAY_MS, createAlertStore } from './alert-store';

const render = (ui: ReactNode) => renderPlain(<MantineProvider>{ui}</MantineProvider>);

describe('the alert store (spec 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes an alert after 5000 ms by default, not before', () => {
    const store = createAlertStore();
    store.show({ message: 'saved', type: 'Success', name: 'updateProfile' });
    vi.advanceTimersByTime(ALERT_DISPLAY_MS - 1);
    expect(store.list().map((alert) => alert.message)).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
    expect(ALERT_DISPLAY_MS).toBe(5000);
  });

  it('stacks alerts of different names, each with its own time', () => {
    const store = createAlertStore();
    store.show({ message: 'one', type: 'Success', name: 'a' });
    vi.advanceTimersByTime(2000);
    store.show({ message: 'two', type: 'Error', name: 'b', timeout: 10_000 });
    store.show({ message: 'three', type: 'Secondary', name: 'c', timeout: 0 });
    expect(store.list().map((alert) => alert.message)).toEqual(['one', 'two', 'three']);
    vi.advanceTimersByTime(3000);
    expect(store.list().map((alert) => alert.message)).toEqual(['two', 'three']);
    vi.advanceTimersByTime(7000);
    expect(store.list().map((alert) => alert.message)).toEqual(['three']);
    vi.advanceTimersByTime(60_000);
    expect(store.list().map((alert) => alert.message)).toEqual(['three']);
  });

  it('replaces an alert raised again under the same name, with a fresh time', () => {
    const store = createAlertStore();
    store.show({ message: 'first', type: 'Error', name: 'updateProfile' });
    vi.advanceTimersByTime(4000);
    store.show({ message: 'second', type: 'Error', name: 'updateProfile' });
    expect(store.list().map((alert) => alert.message)).toEqual(['second']);
    vi.advanceTimersByTime(4000);
    expect(store.list().map((alert) => alert.message)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(store.list()).toEqual([]);
  });

  it('clears one name, or everything (sign-out)', () => {
    const store = createAlertStore();
    store.show({ message: 'a', type: 'Success', name: 'x' });
    store.show({ message: 'b', type: 'Success', name: 'y' });
    store.clear('x');
    expect(store.list().map((alert) => alert.name)).toEqual(['y']);
    store.clear();
    expect(store.list()).toEqual([]);
  });
});

describe('the alert stack', () => {
  it('shows each alert in a live region, errors assertively, and lets one be dismissed', async () => {
    const store = createAlertStore();
    render(<AlertStack store={store} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const [assertive, polite] = [...region.querySelectorAll('[aria-live]')];
    expect(assertive?.getAttribute('aria-live')).toBe('assertive');
    expect(polite?.getAttribute('aria-live')).toBe('polite');

    act(() => {
      store.show({ message: 'Could not save', type: 'Error', name: 'updateProfile' });
      store.show({ message: 'Saved', type: 'Success', name: 'other' });
      store.show({ message: 'Reverted', type: 'Secondary', name: 'third' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
    expect(assertive?.textContent).toContain('Error');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      'Success Saved',
      'Notice Reverted',
    ]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.list()).toHaveLength(2);
    act(() => store.clear());
  });

  it('names the types in French', async () => {
    await act(() => setLanguage('fr'));
    const store = createAlertStore();
    render(<AlertStack store={store} />);
    act(() => {
      store.show({ message: 'Enregistré', type: 'Success', name: 'x' });
    });
    expect(screen.getByRole('status').textContent).toBe('Réussite Enregistré');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    act(() => store.clear());
  });
});
