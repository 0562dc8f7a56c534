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
 * would otherwise read as a contrast failure.
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
