import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files that run in the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
