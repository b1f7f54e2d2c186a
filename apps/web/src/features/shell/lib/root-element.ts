import type { User } from '@portal/contracts/user';
import { useEffect } from 'react';
import { storeFontSize } from '@/lib/session-storage';
import { whiteLabelVariables } from './white-label';

/**
 * What the signed-in user sets on the page's root element: the type scale of their font
 * size (spec 4: Large is the larger one) and, for a white-label user, their theme. Both go
 * when the shell unmounts, that is on sign-out or a timeout ("clears the theme classes").
 * The font size is kept in the tab too, for the frame painted before the next reload's app
 * (decision 0089); a sign-out clears it with the session.
 */
export function useRootElementSettings(user: User): void {
  const { fontSize, isWhiteLabel, whiteLabelProfile } = user;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.fontSize = fontSize;
    storeFontSize(fontSize);
    return () => {
      delete root.dataset.fontSize;
    };
  }, [fontSize]);

  useEffect(() => {
    if (!isWhiteLabel || !whiteLabelProfile) return;
    const root = document.documentElement;
    const variables = whiteLabelVariables(whiteLabelProfile);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.dataset.whiteLabel = 'true';
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      delete root.dataset.whiteLabel;
    };
  }, [isWhiteLabel, whiteLabelProfile]);
}
