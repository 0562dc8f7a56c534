/**
 * Async boundary of the shell. Nothing here may import a shared module: the
 * federation runtime must initialise the share scope (React, the router, the
 * shared package...) before any of them is evaluated, which `import()` of the
 * bootstrap guarantees.
 */
import { showBootFailure } from './features/federation/boot-failure';

async function boot(): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config: unknown = await response.json();
  const { bootstrap } = await import('./bootstrap');
  bootstrap(config);
}

boot().catch((error: unknown) => {
  console.error('The site could not start', error);
  showBootFailure();
});
