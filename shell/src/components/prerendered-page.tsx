import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pagePath } from '@/lib/page-path';

/**
 * The page the server put into index.html (scripts/prerendered-pages.mjs), kept
 * on screen until the page's remote has loaded and draws it itself: React
 * replaces what is in #root when it first renders, so the HTML is taken out
 * before and shown again as the page's loading state, inert (nothing in it
 * can be clicked or focused) and hidden from assistive technology, as it has
 * no behaviour yet.
 */
let prerendered: { path: string; html: string } | undefined;

/** Takes the prerendered page out of `container`, before React renders into it. */
export function capturePrerenderedPage(container: HTMLElement): void {
  const page = container.querySelector<HTMLElement>('[data-prerendered-page]');
  const path = page?.dataset['prerenderedPage'];
  prerendered = page && path ? { path, html: page.innerHTML } : undefined;
}

/** The prerendered page while the visitor is still on its path, otherwise undefined. */
export function usePrerenderedPage() {
  const { pathname } = useLocation();
  if (!prerendered || prerendered.path !== pagePath(pathname)) return undefined;
  return (
    <div
      data-prerendered-page={prerendered.path}
      inert
      aria-hidden="true"
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: prerendered.html }}
    />
  );
}

/** `usePrerenderedPage`, or `fallback` where there is none. */
export function PrerenderedPageOr({ fallback }: { fallback: ReactNode }) {
  return usePrerenderedPage() ?? fallback;
}
