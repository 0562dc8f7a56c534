/**
 * Development code never reaches a browser: the test payment provider's
 * checkout is served by a development API (the stand-in for Razorpay's
 * checkout.js), never bundled with the site. A build whose files hold text
 * only that code has fails, whichever import brought it in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Text only the development code holds: the test checkout's note (its code
 * is in api/src/dev/payments/test-checkout-script.ts) and the development
 * kit's route paths.
 */
export const DEV_ONLY_MARKERS = [
  'Local test payments: no card is charged.',
  '/payments/test-checkout/',
  '/dev/outbox',
  '/dev/clock',
];

const SCANNED = /\.(?:js|mjs|html|json)$/;

/** Each built file holding development code, with the marker found: `file: marker`. */
export function devCodeIn(root: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!SCANNED.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const marker of DEV_ONLY_MARKERS) {
      if (text.includes(marker)) found.push(`${file}: ${marker}`);
    }
  }
  return found;
}

/** Fails a production build whose output holds development code. */
export function pluginNoDevCode(): RsbuildPlugin {
  return {
    name: 'club:no-dev-code',
    setup(api) {
      api.onAfterBuild(() => {
        const found = devCodeIn(api.context.distPath);
        if (found.length > 0) {
          throw new Error(
            `The build holds development code, which never ships to browsers:\n  ${found.join('\n  ')}`,
          );
        }
      });
    },
  };
}
