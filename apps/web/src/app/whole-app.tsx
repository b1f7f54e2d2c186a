import type { User } from '@portal/contracts/user';
import { use } from 'react';
import { BrowserRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { AppRoutes } from './router';

/**
 * The whole app in the browser's router, loaded after the first screen (app/boot.tsx):
 * i18next starts here, in the language and with the catalogues the first screen has.
 */
initI18n();
const queryClient = createQueryClient();

export default function WholeApp({ start }: { start: Promise<User | null> | User }) {
  // The session is waited for here, under the boot's loading screen, which is still shown
  // while this code loads, rather than under the app's own: React holds a screen revealed
  // out of a loading screen until 300 ms after that loading screen appeared, so a second
  // one, drawn once this code came, would hold the signed-in screen back (decision 0083).
  const user = start instanceof Promise ? use(start) : start;
  return (
    <App start={user} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
}
