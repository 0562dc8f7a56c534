import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A visitor can open a menu of the prerendered page before the app has booted.
 * The app starts with every menu closed in its state, so on mount it takes
 * over a `<details>` it finds open; otherwise navigation, Escape and a click
 * outside would not close it.
 */
export function useOpenedBeforeBoot(
  details: RefObject<HTMLDetailsElement | null>,
  onOpen: () => void,
): void {
  const adopt = useEffectEvent(() => {
    if (details.current?.open) onOpen();
  });
  useEffect(() => adopt(), []);
}
