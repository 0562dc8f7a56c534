import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface SeriousViolation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Serious and critical axe violations of the page as it is now. Entrance
 * animations (a modal fading in) are finished first: half-transparent text
 * would otherwise read as a contrast failure. Also checks that a control's
 * visible text is part of its accessible name (WCAG 2.5.3).
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page })
    // Off by default as experimental; on here because speech-input users name a
    // control by the text they see, so that text must be in its accessible name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
