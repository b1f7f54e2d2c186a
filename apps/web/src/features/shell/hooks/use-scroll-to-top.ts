import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page's first screen has just been loaded: it is at its top already. */
let firstScreen = true;

/**
 * Spec 2.11: a new page starts at its top, as a full page load would. Not the page's first
 * screen: setting the scroll lays the page out at once, in the middle of its first draw, the
 * longest task of a signed-in reload (decision 0089).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 0;
  }, [pathname]);
}
