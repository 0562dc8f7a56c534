import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface SeriousViolation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

const SETTLED_STYLE_ID = 'e2e-axe-settled';

/**
 * Serious and critical axe violations of the page as it is now. Axe reads the
 * page settled: entrance animations (a modal fading in) are finished first, and
 * while it reads, CSS transitions are off, so a carousel that advances on its
 * own during the analysis (the home page's slogans fade every 4 s) shows its
 * next slide at once instead of half-transparent text that would read as a
 * contrast failure. Also checks that a control's visible text is part of its
 * accessible name (WCAG 2.5.3).
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await page.evaluate((id) => {
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
    }
  }, SETTLED_STYLE_ID);
  let results;
  try {
    results = await new AxeBuilder({ page })
      // Off by default as experimental; on here because speech-input users name a
      // control by the text they see, so that text must be in its accessible name.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), SETTLED_STYLE_ID);
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
