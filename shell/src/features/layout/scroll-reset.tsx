import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The reset repeats after late layout shifts (images, fonts) have settled. */
const SCROLL_RESET_DELAYS_MS = [100, 300] as const;

/**
 * Every navigation starts at the top of the page, unless its link names a part
 * of the page (a hash): the page brings that part into view itself. The reset repeats after 100
 * and 300 ms because a remote page may still be growing when it first renders.
 * The first page of a visit is left alone: the browser already starts it at
 * the top, and a visitor who scrolls while it loads is not pulled back.
 */
export function ScrollReset() {
  const { pathname, hash } = useLocation();
  const firstPathname = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPathname.current === pathname) return;
    firstPathname.current = null;
    if (hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const timers = SCROLL_RESET_DELAYS_MS.map((delay) => window.setTimeout(toTop, delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // The hash is read when the path changes; a new hash alone is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
