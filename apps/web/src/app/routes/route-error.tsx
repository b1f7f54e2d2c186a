import { Center } from '@mantine/core';
import { Component, type ComponentType, type ReactNode } from 'react';
import { useFirstScreenText } from '@/lib/language';

/**
 * A screen's code failed to load (often a deployment while the tab was open): offer a
 * reload. Plain elements, so that this screen needs no code that might itself fail to load.
 */
function RouteError() {
  const { t } = useFirstScreenText();
  return (
    <Center component="main" h="100vh">
      <div>
        <p role="alert">{t('app.failed')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </div>
    </Center>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Mantine's provider for the message, where the boundary stands outside the app's own. */
  fallbackProvider?: ComponentType<{ children: ReactNode }>;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const Provider = this.props.fallbackProvider;
    return Provider ? (
      <Provider>
        <RouteError />
      </Provider>
    ) : (
      <RouteError />
    );
  }
}
