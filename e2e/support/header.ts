import type { Locator, Page } from '@playwright/test';

/**
 * The summary of a header menu (a `<details>`): it opens and closes the menu,
 * and, having no ARIA role of its own, is found by its text.
 */
export function menuToggle(scope: Locator | Page, name: string): Locator {
  return scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
}
