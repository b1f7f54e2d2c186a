import { useLayoutEffect } from 'react';

/**
 * The signed-in frame public/signed-in-preload.js paints before the app has loaded (decision
 * 0089): the screen's title under an empty header bar, and "Loading…". The app's loading
 * screens stand in for it while it is up, drawing nothing of their own, and it goes with the
 * last of them: once a commit leaves none mounted, something real has been drawn in their
 * place (the screen, the login screen, an error).
 */
const FRAME_ID = 'boot-frame';

let waiting = 0;

export function bootFrameShown(): boolean {
  return document.getElementById(FRAME_ID) !== null;
}

/** For a loading screen: true while the frame stands in for it. */
export function useBootFrame(): boolean {
  const shown = bootFrameShown();
  useLayoutEffect(() => {
    if (!shown) return;
    waiting += 1;
    return () => {
      waiting -= 1;
      // A commit unmounts the old loading screens before it mounts the new ones: the frame
      // stays if another one came in that same commit.
      queueMicrotask(() => {
        if (waiting === 0) document.getElementById(FRAME_ID)?.remove();
      });
    };
  }, [shown]);
  return shown;
}
