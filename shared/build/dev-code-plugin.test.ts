// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devCodeIn } from './dev-code-plugin';

describe('the check that fails a build holding development code', () => {
  let dist = '';
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'club-dev-code-'));
    mkdirSync(join(dist, 'static', 'js', 'async'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<script src="/static/js/index.js"></script>');
    writeFileSync(join(dist, 'static', 'js', 'index.js'), 'fetch("/payments/razorpay/order")');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('passes a build of production code only', () => {
    expect(devCodeIn(dist)).toEqual([]);
  });

  it("names the chunk that holds the test checkout's code or a development route", () => {
    writeFileSync(
      join(dist, 'static', 'js', 'async', '412.js'),
      'const note="Local test payments: no card is charged.";' +
        'post("/payments/test-checkout/capture")',
    );
    expect(devCodeIn(dist)).toEqual([
      'static/js/async/412.js: Local test payments: no card is charged.',
      'static/js/async/412.js: /payments/test-checkout/',
    ]);
  });
});
