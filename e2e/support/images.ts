import type { Page } from '@playwright/test';

/**
 * A real PNG drawn by the browser: a background with a square on it, in the
 * given size and colours, so tests can upload images that differ.
 */
export async function drawnPng(
  page: Page,
  { width = 320, height = 180, background = '#1e2a6e', square = '#f59e0b' } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, background, square }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      context.fillStyle = square;
      const side = Math.round(height / 2);
      context.fillRect(Math.round(width / 4), Math.round(height / 4), side, side);
      return canvas.toDataURL('image/png');
    },
    { width, height, background, square },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
