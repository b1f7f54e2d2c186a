import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { isLegacyBrowser } from '@/lib/legacy-browser';
import { stripClassicScripts } from '../../build/classic-scripts';
import { Root } from './root';

const INTERNET_EXPLORER_11 =
  'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const INTERNET_EXPLORER_9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
const EDGE = `${CHROME} Edg/139.0`;

describe('the legacy-browser check', () => {
  it('recognises old Internet Explorer and nothing else', () => {
    expect(isLegacyBrowser(INTERNET_EXPLORER_11)).toBe(true);
    expect(isLegacyBrowser(INTERNET_EXPLORER_9)).toBe(true);
    expect(isLegacyBrowser(CHROME)).toBe(false);
    expect(isLegacyBrowser(EDGE)).toBe(false);
  });

  it('shows only the extinct-browser screen, in French too, and never starts the app', async () => {
    const renderApp = vi.fn(() => <p>the app</p>);
    render(<Root userAgent={INTERNET_EXPLORER_11} renderApp={renderApp} />);
    expect(screen.getByRole('heading', { name: 'This browser is extinct' })).toBeTruthy();
    expect(screen.getByText(/modern browser/)).toBeTruthy();
    expect(renderApp).not.toHaveBeenCalled();
    await act(() => setLanguage('fr'));
    expect(screen.getByRole('heading', { name: 'Ce navigateur est disparu' })).toBeTruthy();
  });

  it('renders the app in a modern browser', () => {
    render(<Root userAgent={CHROME} renderApp={() => <p>the app</p>} />);
    expect(screen.getByText('the app')).toBeTruthy();
  });
});

const written = readFileSync(join(import.meta.dirname, '../../public/legacy-check.js'), 'utf8');

// As written, and as the build serves it (without its comments: build/classic-scripts.ts).
describe.each([
  ['as written', written],
  ['as served', stripClassicScripts(written)],
])('public/legacy-check.js, the check that runs before the bundle, %s', (_, script) => {
  const run = (userAgent: string) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    document.body.innerHTML = '<div id="root"></div>';
    new Function(script)();
  };

  it('replaces the page with the bilingual notice on Internet Explorer', () => {
    run(INTERNET_EXPLORER_11);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This browser is extinct');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ce navigateur est disparu');
    expect(document.getElementById('root')).toBeNull();
  });

  it('leaves the page alone elsewhere', () => {
    run(CHROME);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('is ES5: no arrow functions, let, const, classes or template literals', () => {
    const code = script.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b|\bclass\b|`/);
  });
});
