import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2.11: a new page starts at its top, as a full page load would. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 0;
  }, [pathname]);
}
