import type { AuditEntry } from '@portal/contracts/admin';
import type { Dashboard } from '@portal/contracts/admin-dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { axeViolations } from '../../../test/axe';
import { makeUser } from '../../../test/fixtures';
import { dashboardRoute, renderApp } from '../../../test/render-app';
import { json } from '../../../test/server';

const admin = makeUser(['isAdmin'], { username: 'admin', roleId: 4 });
const analyst = makeUser(['isBusinessIntelligence'], { username: 'analyst' });

const roleChange: AuditEntry = {
  id: 7,
  at: '2026-03-02T13:30:00.000Z',
  actor: 'admin',
  action: 'role.update',
  targetType: 'role',
  target: 'Agent',
  before: { name: 'Agent' },
  after: { name: 'Agents' },
};

const FIGURES: Dashboard = {
  asOf: '2026-03-02T14:00:00.000Z',
  dayStart: '2026-03-02T05:00:00.000Z',
  activeUsers: 12,
  enabledUsers: 1480,
  signInsToday: 37,
  signInsPeriod: 12345,
  failedSignInsToday: 4,
  failedSignInsPeriod: 210,
  lockedAccounts: 2,
  illustrationsPeriod: 3021,
  reportsDay: 9,
  imports: [],
  latestAudit: [roleChange],
};

const FIRST = { timeout: 10_000 };

/** The number shown on the card with this label (its label, number, then hint). */
function figure(label: string): string {
  const card = screen.getByText(label).closest('li') as HTMLElement;
  return card.querySelectorAll('p')[1]?.textContent ?? '';
}

describe('/admin/dashboard', { timeout: 20_000 }, () => {
  it('shows each figure on a labelled card, the imports and the latest changes', async () => {
    await renderApp({
      path: '/admin/dashboard',
      user: admin,
      routes: { [dashboardRoute()]: () => json(FIGURES) },
    });
    expect(await screen.findByText('Sign-ins, 30 days', {}, FIRST)).toBeTruthy();
    expect(figure('Sign-ins, 30 days')).toBe('12,345');
    expect(figure('Sign-ins today')).toBe('37');
    expect(figure('Failed sign-ins today')).toBe('4');
    expect(figure('Failed sign-ins, 30 days')).toBe('210');
    expect(figure('Accounts waiting')).toBe('2');
    expect(figure('Illustrations saved, 30 days')).toBe('3,021');
    expect(figure('Reports generated, 24 hours')).toBe('9');
    expect(screen.getByText('Signed in within 30 days, of 1,480 enabled accounts')).toBeTruthy();
    const imports = screen.getByRole('region', { name: 'Last imports' });
    expect(within(imports).getByText('No user import has been recorded yet.')).toBeTruthy();
    const changes = screen.getByRole('region', { name: 'Latest changes' });
    expect(within(changes).getByText('Role changed')).toBeTruthy();
    expect(within(changes).getByText('Agent')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks French, with French numbers', async () => {
    await i18n.changeLanguage('fr');
    await renderApp({
      path: '/admin/dashboard',
      user: { ...admin, inputLanguage: 'French' },
      routes: { [dashboardRoute()]: () => json(FIGURES) },
    });
    expect(await screen.findByText('Connexions, 30 jours', {}, FIRST)).toBeTruthy();
    expect(figure('Connexions, 30 jours')).toBe(new Intl.NumberFormat('fr-CA').format(12345));
    expect(figure('Connexions, 30 jours')).not.toBe('12,345');
    expect(screen.getByRole('region', { name: 'Dernières importations' })).toBeTruthy();
    expect(screen.getByText('Rôle modifié')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the figures without the audit trail to a viewer without the admin permission', async () => {
    await renderApp({
      path: '/admin/dashboard',
      user: analyst,
      routes: {
        [dashboardRoute()]: () => json({ ...FIGURES, imports: null, latestAudit: null }),
      },
    });
    expect(await screen.findByText('Accounts waiting', {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Last imports' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest changes' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
