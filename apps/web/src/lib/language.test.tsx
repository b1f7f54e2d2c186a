import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  currentLanguage,
  firstScreenCatalogues,
  firstScreenText,
  setLanguage,
  useFirstScreenText,
} from './language';

describe('the catalogues the build makes from the contracts (build/catalogues.ts)', () => {
  it('serves each language whole, and the first screens’ part of both', async () => {
    expect((await import('virtual:catalogue/en')).default).toEqual(en);
    expect((await import('virtual:catalogue/fr')).default).toEqual(fr);
    const first = firstScreenCatalogues();
    expect(Object.keys(first.fr).sort()).toEqual(
      ['about', 'app', 'errors', 'language', 'legacy', 'login', 'shell'].sort(),
    );
    expect(first.fr.shell).toEqual({ alerts: fr.shell.alerts });
    expect(first.en.login).toEqual(en.login);
    expect(first.fr.errors).toEqual(fr.errors);
  });
});

describe('the first screens’ words (decision 0041)', () => {
  it('fills in the values, in either language', () => {
    expect(firstScreenText('en', 'login.passwordTooShort', { min: 5 })).toBe(
      'The password must have at least 5 characters.',
    );
    expect(firstScreenText('fr', 'about.copyright', { year: 2026, company: 'Boréal' })).toBe(
      '© 2026 Boréal. Tous droits réservés.',
    );
    expect(firstScreenText('en', 'app.version')).toBe('Version {{version}}');
  });

  it('redraw on a switch, and i18next follows; a switch made on i18next comes back', async () => {
    function Title() {
      const { t } = useFirstScreenText();
      return <h1>{t('login.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Sign In');
    await act(() => setLanguage('fr', { firstScreenOnly: true }));
    expect(screen.getByRole('heading').textContent).toBe('Ouverture de session');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    await act(() => i18n.changeLanguage('en'));
    expect(currentLanguage()).toBe('en');
    expect(screen.getByRole('heading').textContent).toBe('Sign In');
  });
});
