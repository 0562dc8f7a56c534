import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Strings that only the development-only code holds, a few per piece: table
 * names, ids, messages and demo records nothing else in the API writes.
 */
const DEV_ONLY_MARKERS: Record<string, string[]> = {
  'the local test payment provider': [
    'rzp_test_localcheckout',
    'test_checkout_orders',
    'test_subscriptions_due_idx',
    'Payment failed in the test checkout',
  ],
  "the test checkout's script, the stand-in for Razorpay's checkout.js": [
    'Local test payments: no card is charged.',
    '/payments/test-checkout/checkout.js',
  ],
  "the test checkout's webhook, posted to the API itself": ['test webhook not delivered'],
  "the test subscriptions' charges, posted to the API itself": [
    'test subscription webhook refused',
  ],
  'the development clock': ['The clock only moves forward'],
  'the development mailbox': [
    'dev_mailbox_to_idx',
    '<h1>Development mailbox</h1>',
    'Test subscriptions (local test provider)',
  ],
  'the dev tools routes': [
    '/dev/test-subscriptions/:id/next-charge',
    "Move the API's clock forward, then run the payment and membership jobs",
    "The test checkout's Pay / Fail payment",
  ],
  'the demo data': [
    'bizbridge-club-demo:',
    'Vishwamitri Precision Castings',
    'admin@demo.club',
    'first sourcing roundtable',
  ],
};

let outdir = '';

/** An output file and every file it imports statically (not `import()`), transitively. */
function staticClosure(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const pending = [entry];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (files.has(name)) continue;
    const text = readFileSync(join(outdir, name), 'utf8');
    files.set(name, text);
    for (const [, from, bare] of text.matchAll(
      /^(?:import|export)\b[^'"();]*?\bfrom\s*["']\.\/([^"']+)["']|^import\s*["']\.\/([^"']+)["']/gm,
    )) {
      pending.push((from ?? bare) as string);
    }
  }
  return files;
}

function markersIn(files: Map<string, string>): string[] {
  const all = [...files.values()].join('\n');
  return Object.values(DEV_ONLY_MARKERS)
    .flat()
    .filter((marker) => all.includes(marker));
}

describe('the production bundle', () => {
  beforeAll(() => {
    // A fresh build of the current sources, away from dist/ (which a running API may use).
    outdir = mkdtempSync(join(tmpdir(), 'club-api-bundle-'));
    execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
      cwd: apiRoot,
      stdio: 'pipe',
    });
  }, 120_000);

  afterAll(() => {
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });

  it.each(['main.mjs', 'worker.mjs'])(
    'builds the development kit into dev.mjs, which %s only imports dynamically',
    (entry) => {
      expect(existsSync(join(outdir, 'dev.mjs'))).toBe(true);
      expect([...staticClosure(entry).keys()]).not.toContain('dev.mjs');
      const importsDev = /\bimport\(["']\.\/dev\.mjs["']\)/;
      const closure = [...staticClosure(entry).values()].join('\n');
      expect(closure).toMatch(importsDev);
    },
  );

  it('leaves the test provider, clock, mailbox, dev tools and demo data out of main.mjs, worker.mjs, admin.mjs, backup.mjs and migrate.mjs', () => {
    expect(markersIn(staticClosure('main.mjs'))).toEqual([]);
    expect(markersIn(staticClosure('worker.mjs'))).toEqual([]);
    expect(markersIn(staticClosure('admin.mjs'))).toEqual([]);
    expect(markersIn(staticClosure('backup.mjs'))).toEqual([]);
    expect(markersIn(staticClosure('migrate.mjs'))).toEqual([]);
  });

  it('loads OpenTelemetry only through the tracing chunk, which main.mjs imports dynamically', () => {
    const otel = /from\s*["']@(opentelemetry|fastify\/otel)\b/;
    const main = staticClosure('main.mjs');
    expect([...main.entries()].filter(([, text]) => otel.test(text)).map(([name]) => name)).toEqual(
      [],
    );
    const tracing = /\bimport\(["']\.\/(tracing-[\w-]+\.mjs)["']\)/.exec(
      [...main.values()].join('\n'),
    );
    expect(tracing?.[1]).toBeDefined();
    expect(readFileSync(join(outdir, tracing?.[1] ?? ''), 'utf8')).toMatch(otel);
  });

  it.each(Object.entries(DEV_ONLY_MARKERS))('finds %s in dev.mjs', (_piece, markers) => {
    // In dev.mjs itself: code only the kit reaches is never moved into a shared chunk.
    const dev = readFileSync(join(outdir, 'dev.mjs'), 'utf8');
    expect(markers.filter((marker) => !dev.includes(marker))).toEqual([]);
  });
});
