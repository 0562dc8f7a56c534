import { useCallback, useEffect, useState, type RefObject } from 'react';

interface DropdownOptions {
  /** A click outside the container or Escape closes the open menu (and Escape refocuses its summary). */
  dismissible?: boolean;
}

/**
 * The open menu among the `<details>` menus of a container. The browser opens
 * and closes a `<details>` itself (a click, or Enter/Space on its summary, also
 * before the app has booted) and reports it with a `toggle` event, which
 * `onOpenChange` turns into state; the state then drives each menu's `open`.
 * One menu is open at a time; a change of `resetKey` (the current path)
 * closes it.
 */
export function useDropdown<T extends string>(
  container: RefObject<HTMLElement | null>,
  resetKey: string,
  { dismissible = true }: DropdownOptions = {},
) {
  const [open, setOpen] = useState<{ id: T; key: string } | null>(null);
  const openId = open && open.key === resetKey ? open.id : null;

  const onOpenChange = useCallback(
    (id: T, isOpen: boolean) =>
      setOpen((current) => {
        if (isOpen) return { id, key: resetKey };
        // Opening another menu closes this one after the other opened: keep the other.
        return current?.id === id ? null : current;
      }),
    [resetKey],
  );

  const close = useCallback(() => setOpen(null), []);

  // The listeners read the open menu from the page, not from the state: the browser reports an
  // opening with a `toggle` event a task later, and the state then takes a render, so an Escape
  // or a click pressed right after opening (a fast keyboard, a busy phone) finds it open all the same.
  useEffect(() => {
    if (!dismissible) return;
    const openMenu = () => container.current?.querySelector<HTMLDetailsElement>('details[open]');
    const dismiss = (menu: HTMLDetailsElement) => {
      // Closing the element itself also closes a menu whose opening the state has not seen yet.
      menu.open = false;
      setOpen(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      const menu = openMenu();
      if (menu && !container.current?.contains(event.target as Node)) dismiss(menu);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const menu = openMenu();
      if (!menu) return;
      menu.querySelector<HTMLElement>(':scope > summary')?.focus();
      dismiss(menu);
    };
    // In the capture phase: React stops a press inside a page it has not hydrated yet (a page
    // whose code starts on use) at the root, before it could bubble up to the document.
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [container, dismissible]);

  return { openId, onOpenChange, close };
}
