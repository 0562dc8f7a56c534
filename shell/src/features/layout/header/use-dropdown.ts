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

  useEffect(() => {
    if (openId === null || !dismissible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      container.current?.querySelector<HTMLElement>('details[open] > summary')?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, container, dismissible]);

  return { openId, onOpenChange, close };
}
