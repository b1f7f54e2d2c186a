import { Center } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen's code failed to load (often a deployment while the tab was open): offer a
 * reload. Plain elements, so that this screen needs no code that might itself fail to load.
 */
function RouteError() {
  const { t } = useTranslation();
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

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
