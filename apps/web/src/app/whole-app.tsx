import type { User } from '@portal/contracts/user';
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
  return (
    <App start={start} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
}
