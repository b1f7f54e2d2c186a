import '@mantine/core/styles.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { Root } from '@/app/root';
import { AppRoutes } from '@/app/router';
import { startSession } from '@/app/start-session';
import { browserLanguage, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

initI18n(browserLanguage());

// Built once: StrictMode renders twice, and the app start must run only once.
let app: ReactNode;
const renderApp = () => {
  app ??= (
    <App start={startSession()} queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  return app;
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Root userAgent={navigator.userAgent} renderApp={renderApp} />
  </StrictMode>,
);
