/**
 * The app as the build renders it to HTML (shared/build/prerender-plugin.ts),
 * once per public page: the same tree as in the browser, at a fixed path.
 * A remote's page is left as a slot that the server fills with the HTML the
 * remote wrote for it (scripts/prerendered-pages.mjs), so a remote deployed
 * alone brings its own HTML along.
 */
import { setRemoteModuleSource } from '@club/platform/federation/remote-loader';
import { useId } from 'react';
import { App } from './app';

let pageId: string | undefined;

/** Written by the slot as the build renders it (never in a browser). */
function recordPageId(id: string): void {
  pageId = id;
}

/** In place of a remote's page: the slot, and the id React gives a component at its place. */
function PageSlot() {
  recordPageId(useId());
  return <template data-club-page="" />;
}

setRemoteModuleSource({ load: () => Promise.resolve({ default: PageSlot }) });

export function PrerenderApp({ path }: { path: string }) {
  return <App location={path} />;
}

/** The id of the slot of the page rendered last (undefined for a page of the shell). */
export function takePageId(): string | undefined {
  const id = pageId;
  pageId = undefined;
  return id;
}
