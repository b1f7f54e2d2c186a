import '@/app/first-screen-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot, type FirstView, firstView } from '@/app/boot';
import { Root } from '@/app/root';
import { browserLanguage, switchLanguageNow } from '@/lib/language';

switchLanguageNow(browserLanguage());

// Decided once: StrictMode renders twice, and the app start must run only once.
let first: FirstView | undefined;
const renderApp = () => {
  first ??= firstView();
  return <Boot first={first} />;
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Root userAgent={navigator.userAgent} renderApp={renderApp} />
  </StrictMode>,
);
