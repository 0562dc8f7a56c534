import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/*
 * The site in Hindi and Gujarati: a visitor switches the home page's language from the
 * header and the footer, every word they can see is in that language, the URL and `lang`
 * follow, a reload keeps it, and the choice is remembered for pages asked for without a
 * language.
 */

/** Latin words a page in any language may show: the club's names and terms kept in English. */
/** Text with a letter of the script. */
const DEVANAGARI = /[\u0900-\u097F]/;
const GUJARATI = /[\u0A80-\u0AFF]/;

const KEPT_IN_ENGLISH = new Set(['BizBridge', 'Club', 'CoServe', 'GST', 'INR', 'English']);

/**
 * The Latin words of the visible text on the page (and of text for screen readers) that are
 * not marked as English (`lang="en-IN"` on names, headlines and addresses that stay in their
 * own language) and not a kept term, an e-mail address or a web address. A name the page
 * marks as English somewhere may recur inside a translated sentence ("slide 2: Harbor &
 * Main Goods").
 */
async function englishWordsShown(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    const words = (text: string) =>
      text
        .replace(/\S+@\S+\.\S+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];
    const named = new Set(
      [...document.querySelectorAll('[lang^="en"]')]
        .filter((element) => element !== document.documentElement)
        .flatMap((element) => words(element.textContent ?? '')),
    );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]'))
        continue;
      if (parent.closest('[lang^="en"], [translate="no"]')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      const visuallyHidden = box.width <= 1 && box.height <= 1;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (!parent.checkVisibility() && !visuallyHidden) continue;
      found.push(...words(node.textContent).filter((word) => !named.has(word)));
    }
    return found;
  });
  return [...new Set(words.filter((word) => !KEPT_IN_ENGLISH.has(word)))];
}

test.describe('the site in Hindi and Gujarati', () => {
  test('a visitor reads the home page in Hindi, then Gujarati, and the choice stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    // From the header's language menu.
    const header = page.locator('header');
    await header
      .getByRole('navigation', { name: 'Main' })
      .locator('summary', { hasText: 'English' })
      .click();
    await header.getByRole('link', { name: 'हिन्दी' }).first().click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('h1').first()).toBeVisible();
    // Every part below the fold has loaded once the page has been scrolled through.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(await englishWordsShown(page)).toEqual([]);
    // Full URLs, as search engines take them.
    await expect(page.locator('link[rel="alternate"][hreflang="gu-IN"]')).toHaveAttribute(
      'href',
      new URL('/gu', page.url()).href,
    );

    await page.reload();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The page's HTML itself asks for the Devanagari face: no script has to run first.
    const html = await (await page.request.get('/hi')).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].flatMap(
      ([, href]) => (href ? [href] : []),
    );
    const faces = await Promise.all(
      sheets.map(async (href) => (await page.request.get(href)).text()),
    );
    const devanagari = faces.find((css) => /font-family:\s*["']?Noto Sans Devanagari/.test(css));
    expect(devanagari).toBeDefined();
    // And its files, so that the text is not drawn in the system's face first and moved when the
    // Devanagari face arrives.
    const fontFiles = [...(devanagari ?? '').matchAll(/url\(([^)]+\.woff2)\)/g)].map(
      ([, url]) => url,
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g),
    ].map(([, href]) => href);
    expect(preloaded).toEqual(expect.arrayContaining(fontFiles));
    // So does the browser tab: the page's title is in Hindi, in its HTML and once the app runs.
    expect(html).toMatch(/<title>[^<]*[\u0900-\u097F][^<]*<\/title>/);
    await expect(page).toHaveTitle(DEVANAGARI);

    // From the footer, to Gujarati.
    await page.locator('footer').getByRole('link', { name: 'ગુજરાતી' }).click();
    await expect(page).toHaveURL(/\/gu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(await englishWordsShown(page)).toEqual([]);

    // Links keep the language; a page asked for without one comes in the chosen language.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/gu\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
    await expect(page).toHaveTitle(GUJARATI);
    // A page opened within the app is titled in the language too.
    await page.locator('footer a[href="/gu/contact"]').first().click();
    await expect(page).toHaveURL(/\/gu\/contact$/);
    await expect(page).toHaveTitle(GUJARATI);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', GUJARATI);
    await page.goBack();
    await expect(page).toHaveURL(/\/gu\/about$/);
    await expect(page).toHaveTitle(GUJARATI);

    // Back to English, which is remembered too.
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the language is in the menu, and the page in Hindi fits the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
    await page.locator('#mobile-menu').locator('summary', { hasText: 'English' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('dates name their month in Hindi, in the HTML and once the app runs; the privacy notice is in Gujarati', async ({
    page,
  }) => {
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('redrawn')) redrawn.push(message.text());
    });
    const hindiDate = /\d{1,2} (?:जन|फ़र|मार्च|अप्रैल|मई|जून|जुल|अग|सित|अक्टू|नव|दिस) \d{4}/;
    const html = await (await page.request.get('/hi/privacy-policy')).text();
    expect(html).toMatch(hindiDate);
    await page.goto('/hi/privacy-policy');
    await expect(page.locator('#root')).not.toHaveAttribute('data-booting');
    await expect(page.locator('main time').first()).toHaveText(hindiDate);
    // The app wrote the same date as the HTML: React had nothing to redraw.
    expect(redrawn).toEqual([]);

    // What registering agrees to is told in the reader's language.
    await page.goto('/gu/connect/membership');
    const notice = page.locator('[data-notice-version]');
    await expect(notice.getByRole('term').first()).toHaveText('અમે શું એકત્ર કરીએ છીએ');
    await expect(notice.getByRole('term')).toHaveCount(5);
    await expect(notice).not.toContainText('What we collect');

    // So are the form's lists (India's states, the categories) and what it says is missing.
    const state = page.getByRole('combobox', { name: 'રાજ્ય' });
    await expect(state.locator('option', { hasText: 'ગુજરાત' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'પશ્ચિમ બંગાળ' })).toHaveCount(1);
    await expect(state).not.toContainText('Gujarat');
    const category = page.getByRole('combobox', { name: 'શ્રેણી' });
    await expect(category.locator('option', { hasText: 'સેવા પ્રદાતાઓ' })).toHaveCount(1);
    await page.getByRole('button', { name: 'નોંધણી કરો' }).click();
    await expect(
      page.getByRole('textbox', { name: 'ઈ-મેઇલ', exact: true }),
    ).toHaveAccessibleDescription(/કૃપા કરીને તમારું ઈ-મેલ સરનામું દાખલ કરો/);
    await expect(page.getByText('Please enter your e-mail address')).toHaveCount(0);

    // The product's own texts too: a company the directory does not list.
    await page.goto('/gu/members/not-a-company');
    await expect(page.getByRole('heading', { level: 1, name: 'સભ્ય મળ્યો નથી' })).toBeVisible();
    await expect(page.getByText('આ કંપની ક્લબની યાદીમાં સભ્ય નથી.', { exact: false })).toBeVisible();
    await expect(page.getByText('Member not found')).toHaveCount(0);
  });
});
