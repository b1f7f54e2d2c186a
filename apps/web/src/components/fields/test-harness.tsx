import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders building blocks in tests as the app does (Mantine; i18n comes from the setup). */
export function renderBlocks(ui: ReactNode) {
  const wrap = (node: ReactNode) => <MantineProvider>{node}</MantineProvider>;
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}
