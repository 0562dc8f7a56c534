import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchTrusting } from './edge-client.mjs';

describe('fetchTrusting', () => {
  /** @type {string} */
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'edge-client-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rejects, naming the missing CA, when the topology was never started (no throw)', async () => {
    const edgeFetch = fetchTrusting(join(dir, 'ca.pem'));
    let request;
    expect(() => {
      request = edgeFetch('https://127.0.0.1:1/api/readyz');
    }).not.toThrow();
    await expect(request).rejects.toThrow(
      /No certificate authority at .*ca\.pem.*pnpm topology up/,
    );
  });

  it('lets a "is it up?" check answer no instead of crashing', async () => {
    const edgeFetch = fetchTrusting(join(dir, 'ca.pem'));
    const up = await edgeFetch('https://127.0.0.1:1/api/readyz').then(
      (response) => response.ok,
      () => false,
    );
    expect(up).toBe(false);
  });
});
