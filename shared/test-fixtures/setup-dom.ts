import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily imported module is transformed on first use; on a busy machine that alone
// can take longer than the default second, so findBy/waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Files that run in the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
