import type { ReactNode } from 'react';
import { LegacyBrowserScreen } from '@/components/legacy-browser-screen';
import { isLegacyBrowser } from '@/lib/legacy-browser';

interface RootProps {
  userAgent: string;
  /** Called only for a browser that can run the app, so nothing starts on a legacy one. */
  renderApp: () => ReactNode;
}

export function Root({ userAgent, renderApp }: RootProps) {
  return isLegacyBrowser(userAgent) ? <LegacyBrowserScreen /> : renderApp();
}
