import type { Page } from '@playwright/test';

/** A phone's width: no page may be wider than this (the header's menu button must stay on it). */
export const PHONE = { width: 390, height: 844 };

export interface Overflow {
  path: string;
  scrollWidth: number;
  /** The elements that reach past the right edge, as `tag.class`, the outermost first. */
  culprits: string[];
}

/**
 * How far the open page reaches past the screen's right edge, and which
 * elements do it; null when it fits. Lists and images arrive after the
 * heading, so it measures once the network is idle.
 */
export async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 0.5 && culprits.length < 6) {
        culprits.push(`${element.tagName.toLowerCase()}.${String(element.className)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, culprits };
  });
  return found ? { path, ...found } : null;
}
