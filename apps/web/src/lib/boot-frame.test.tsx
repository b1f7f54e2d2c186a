import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';

/** What public/signed-in-preload.js paints before the app (decision 0089). */
function paintFrame() {
  const frame = document.createElement('div');
  frame.id = 'boot-frame';
  frame.innerHTML = '<h1>Illustration</h1><p role="status">Loading…</p>';
  document.body.prepend(frame);
}

type Stage = 'loading' | 'another loading' | 'screen';
let show: (stage: Stage) => void = () => undefined;

function App() {
  const [stage, setStage] = useState<Stage>('loading');
  show = setStage;
  if (stage === 'screen') return <h1>Client and coverage</h1>;
  // Keyed apart: a commit that unmounts one loading screen and mounts another.
  return <LoadingScreen key={stage} />;
}

const renderApp = () =>
  render(
    <StrictMode>
      <MantineProvider>
        <App />
      </MantineProvider>
    </StrictMode>,
  );

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));

afterEach(() => document.getElementById('boot-frame')?.remove());

describe('the signed-in frame painted before the app (decision 0089)', () => {
  it('stands in for the loading screens and goes when the screen draws', async () => {
    paintFrame();
    renderApp();
    await settle();
    // The frame's one status, not a spinner of the app's under it.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.getElementById('boot-frame')).not.toBeNull();

    act(() => show('another loading'));
    await settle();
    expect(document.getElementById('boot-frame')).not.toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);

    act(() => show('screen'));
    await settle();
    expect(document.getElementById('boot-frame')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves a loading screen drawn without a frame as it is', async () => {
    renderApp();
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('does not come back for a later loading screen', async () => {
    paintFrame();
    renderApp();
    act(() => show('screen'));
    await settle();
    act(() => show('loading'));
    await settle();
    expect(document.getElementById('boot-frame')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
