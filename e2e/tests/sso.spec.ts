import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, test as plain } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Directory single sign-on (issue 17) in Chromium, against the real development provider
 * (oidc-provider, `npm run dev:idp`) and a second portal server started with AUTH_METHOD=AD.
 * Both run on localhost, as a company's portal and directory share a site.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 8181);
const portalPort = e2ePort + 1;
const idpPort = Number(process.env.OIDC_DEV_PORT ?? e2ePort + 800);
const portal = `http://localhost:${portalPort}`;
const issuer = `http://localhost:${idpPort}`;
const repo = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('../.data-sso', import.meta.url));

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

plain.beforeAll(async () => {
  plain.setTimeout(360_000);
  rmSync(dataDir, { recursive: true, force: true });
  start(['--import', 'tsx', 'apps/server/src/auth/directory/dev-idp-cli.ts'], {
    OIDC_DEV_PORT: String(idpPort),
    PORTAL_URL: portal,
  });
  start(['--import', 'tsx', 'apps/server/src/server.ts'], {
    PORT: String(portalPort),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    AUTH_METHOD: 'AD',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'portal',
  });
  await Promise.all([
    waitFor(`${issuer}/.well-known/openid-configuration`),
    waitFor(`${portal}/health`),
  ]);
});

plain.afterAll(() => {
  for (const child of children) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in at the directory's own page in the pop-up (any password for a known account). */
async function signInThroughPopup(page: Page, username: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login' }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(username);
  await popup.locator('input[name="password"]').fill('directory-password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.waitForEvent('close');
}

async function openLogin(browser: Browser, locale = 'en-CA'): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL: portal, locale });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /Sign In|Ouverture de session/ })).toBeVisible();
  return [context, page];
}

test('AD: no user name or password; Login signs in through the pop-up', async ({ page }) => {
  await page.goto(`${portal}/login`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await signInThroughPopup(page, 'agent');
  await expect(page).toHaveURL(/\/illustration$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

plain(
  'AD: a new tab signs in silently while the directory session is alive',
  async ({ browser }) => {
    const [context, page] = await openLogin(browser);
    await signInThroughPopup(page, 'servicing');
    await expect(page).toHaveURL(/\/inforce$/);
    // A new tab has no portal session, but the directory still knows the user: no pop-up.
    const second = await context.newPage();
    let popups = 0;
    second.on('popup', () => {
      popups += 1;
    });
    await second.goto(`${portal}/login`);
    await expect(second).toHaveURL(/\/inforce$/);
    await expect(second.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(popups).toBe(0);
    await context.close();
  },
);

plain(
  'AD: without a directory session the silent try gives way to the pop-up',
  async ({ browser }) => {
    const [context, page] = await openLogin(browser);
    // The silent attempt fails (login required): the Login button stays, and works.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPopup(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await context.close();
  },
);

plain('AD: a blocked pop-up says to allow pop-ups, in both languages', async ({ browser }) => {
  for (const [locale, words] of [
    ['en-CA', 'Allow pop-ups for this site'],
    ['fr-CA', 'Autorisez les fenêtres contextuelles pour ce site'],
  ] as const) {
    const context = await browser.newContext({ baseURL: portal, locale });
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /^(Login|Connexion)$/ }).click();
    await expect(page.getByRole('status')).toContainText(words);
    await context.close();
  }
});

plain(
  'AD: sign-out ends the portal session and goes through the directory to /login',
  async ({ browser }) => {
    const [context, page] = await openLogin(browser);
    await signInThroughPopup(page, 'agent');
    await expect(page).toHaveURL(/\/illustration$/);
    const refreshToken = await page.evaluate(() =>
      Object.values(sessionStorage).find((value) => value.includes('refreshToken')),
    );
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${issuer}/session/end`));
    await page.getByRole('button', { name: /Yes, sign me out/i }).click();
    await expect(page).toHaveURL(`${portal}/login`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    // The portal session is over on the server, and the directory's too: no silent sign-in.
    const stored = JSON.parse(refreshToken ?? '{}') as { refreshToken?: string };
    const resumed = await page.request.post(`${portal}/users/login`, {
      data: { refreshToken: stored.refreshToken },
    });
    expect(resumed.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  },
);

plain(
  'AD: the login screen in French, with no axe violations in either language',
  async ({ browser }) => {
    const [context, page] = await openLogin(browser);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Ouverture de session' })).toBeVisible();
    await expect(page.getByText('Connectez-vous avec votre compte d’entreprise')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  },
);
