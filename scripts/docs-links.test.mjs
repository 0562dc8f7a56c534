/** The documentation's relative links point at files that exist. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, documentationFiles, relativeLinks } from './docs-links.mjs';

describe('relative links of the documentation', () => {
  it('reads links outside code blocks, without their anchors, and leaves web links alone', () => {
    const markdown = [
      'See [the API](api/README.md#endpoints), [a site](https://example.com) and [here](#top).',
      '```md',
      '[inside a code block](nowhere.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual(['api/README.md']);
  });

  const root = mkdtempSync(join(tmpdir(), 'club-docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names a link whose file is missing, and accepts one whose file exists', () => {
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'kept.md'), '# Kept\n');
    writeFileSync(join(root, 'README.md'), '[kept](docs/kept.md) and [moved](docs/moved.md)\n');
    expect(brokenLinks(documentationFiles(root), root)).toEqual(['README.md: docs/moved.md']);
  });

  it('all resolve in this repository', () => {
    expect(brokenLinks()).toEqual([]);
  });
});
