import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * A client-side page change neither scrolls up nor tells a screen reader anything, so each new
 * page starts at the top with focus on the main region, as a full page load would.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
