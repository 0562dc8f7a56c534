import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '@club/platform/config/runtime-config';
import { setRemoteModuleSource } from '@club/platform/federation/remote-loader';
import { RemoteMount } from '@club/platform/federation/remote-mount';
import { usePageMeta } from '@club/platform/routes/page-meta';
import {
  exposedModuleName,
  resolveManifest,
  type PageMeta,
  type RouteAccess,
  type RouteManifest,
} from '@club/platform/routes/route-manifest-format';
import { AccessGuard } from '@club/platform/session/access-guard';
import styles from './standalone-harness.module.css';
import { usePlatformT } from '@club/platform/platform-messages';

/** A lazy bundler context over a remote's component files (`import.meta.webpackContext`). */
export interface ComponentFiles {
  keys: () => string[];
  (file: string): Promise<unknown>;
}

interface HarnessEntry {
  path: string;
  module: string;
  access: RouteAccess;
  meta: PageMeta;
  props: Readonly<Record<string, string>>;
}

function harnessEntries(manifest: RouteManifest): HarnessEntry[] {
  const pages = resolveManifest(manifest);
  const parts = Object.entries(manifest.parts ?? {}).map(([key, part]) => ({
    path: `/parts/${key}`,
    module: part.module,
    access: part.access,
    meta: { title: key, description: `The ${key} part of ${manifest.owner}` },
    props: {},
  }));
  return [...pages, ...parts];
}

/** The harness's bar: the remote's name and a link to each of its pages. */
function HarnessBar({ remote, entries }: { remote: RemoteName; entries: HarnessEntry[] }) {
  const t = usePlatformT();
  return (
    <header className={styles.bar}>
      <strong className={styles.name}>{t('platform.harness.name', { remote })}</strong>
      <nav aria-label={t('platform.harness.pages')}>
        <ul className={styles.links}>
          {entries.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path} className={styles.link} end>
                {entry.meta.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function PickAPage() {
  const t = usePlatformT();
  return <p className={styles.loading}>{t('platform.harness.pick')}</p>;
}

function HarnessPage({ remote, entry }: { remote: RemoteName; entry: HarnessEntry }) {
  usePageMeta(entry.meta);
  return (
    <AccessGuard access={entry.access}>
      <RemoteMount remote={remote} module={entry.module} props={entry.props} />
    </AccessGuard>
  );
}

/**
 * A small frame that shows a remote's pages on their own (`pnpm --filter
 * <remote> dev`), so a team can work without the shell or the other remotes.
 * The pages come from the remote's route manifest and load through the same
 * remote loader as in the shell; modules of other remotes show as unavailable.
 */
export function renderStandaloneHarness(manifest: RouteManifest, files: ComponentFiles): void {
  if (manifest.owner === 'shell') throw new Error('The shell has no standalone harness');
  const remote = manifest.owner;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  setRemoteModuleSource({
    load: (name, module) => {
      const file = files.keys().find((key) => exposedModuleName(key) === module);
      if (name !== remote || !file)
        return Promise.reject(new Error(`${name}/${module} is not here`));
      return files(file);
    },
  });
  const queryClient = new QueryClient();
  const entries = harnessEntries(manifest);

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <HarnessBar remote={remote} entries={entries} />
          <main id="main" className={styles.main}>
            <Routes>
              {entries.map((entry) => (
                <Route
                  key={entry.path}
                  path={entry.path}
                  element={<HarnessPage key={entry.path} remote={remote} entry={entry} />}
                />
              ))}
              <Route path="*" element={<PickAPage />} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
