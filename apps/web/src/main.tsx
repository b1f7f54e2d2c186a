import '@/app/first-screen-styles';
import '@/app/boot-frame.css';
// The user's type scale, which the signed-in frame is drawn in before the shell loads.
import '@/features/shell/font-size.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot, type FirstView, firstView } from '@/app/boot';
import { Root } from '@/app/root';
import { bootFrameShown } from '@/lib/boot-frame';
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

const start = () =>
  createRoot(container).render(
    <StrictMode>
      <Root userAgent={navigator.userAgent} renderApp={renderApp} />
    </StrictMode>,
  );

// The signed-in frame is painted before the app starts its work (decision 0089): a phone's
// first paint would otherwise wait for React's first render and the requests it starts.
if (bootFrameShown()) requestAnimationFrame(() => setTimeout(start));
else start();
