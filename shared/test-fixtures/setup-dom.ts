import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily imported module is transformed on first use; on a busy machine that alone
// can take longer than the default second, so findBy/waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

/**
 * jsdom has `<dialog>` but not `showModal()` or `close()`: a stand-in that
 * opens and closes it, fires `close`, and turns Escape into the cancelable
 * `cancel` event a browser fires (closing unless the page prevents it).
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = [];
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      modals.push(this);
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = returnValue;
      const index = modals.indexOf(this);
      if (index >= 0) modals.splice(index, 1);
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top?.isConnected) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

afterEach(() => {
  // Files that run in the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
