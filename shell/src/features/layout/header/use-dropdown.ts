import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * One open dropdown at a time within a container: opening one closes the
 * other, clicking the open one closes it, a click outside or Escape closes it.
 * A change of `resetKey` (the current path) closes it too.
 */
export function useDropdown<T extends string>(
  container: RefObject<HTMLElement | null>,
  resetKey: string,
) {
  const [open, setOpen] = useState<{ id: T; key: string } | null>(null);
  const openId = open && open.key === resetKey ? open.id : null;
  const lastTrigger = useRef<HTMLElement | null>(null);

  const toggle = useCallback(
    (id: T, trigger: HTMLElement | null) => {
      lastTrigger.current = trigger;
      setOpen((current) =>
        current && current.id === id && current.key === resetKey ? null : { id, key: resetKey },
      );
    },
    [resetKey],
  );

  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      lastTrigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, container]);

  return { openId, toggle, close };
}
