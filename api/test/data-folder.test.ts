/**
 * Every folder the API creates for its data (DATA_DIR and its missing parents,
 * the embedded database, stored files) is the API user's alone (0700), even
 * under the usual umask 022 that would make it 0755.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config';
import { claimEmbeddedDataFolder } from '../src/db/embedded-data-folder';
import { createMember, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';
import { logoLink, putToUploadLink } from './helpers/uploads';

let root = '';
let umask = 0;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'club-data-folder-'));
  umask = process.umask(0o022);
});

afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** `700`, `644`: the permission bits, as `ls -l` and `chmod` read them. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('the data folder', () => {
  it('is created 0700, with its missing parents, when a development start keeps its secrets there', () => {
    const dataDir = join(root, 'club', '.data');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(join(root, 'club'))).toBe('700');
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'secrets.json'))).toBe('600');
  });

  it('holds the embedded database in a folder of its own, 0700', async () => {
    const dataDir = join(root, '.data');
    const release = await claimEmbeddedDataFolder(join(dataDir, 'pglite'));
    try {
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(join(dataDir, 'pglite'))).toBe('700');
    } finally {
      await release();
    }
  });

  it('keeps stored files in folders it creates 0700, also beside a PostgreSQL server', async () => {
    const dataDir = join(root, '.data');
    const { app, db } = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const member = await createMember(db, { email: 'data-folder@members.example' });
    const { accessToken } = await signIn(app, member.email);
    const file = pngBytes(300);
    const link = await logoLink(app, accessToken, file.length);
    const stored = await putToUploadLink(app, link.uploadUrl, file, 'image/png');
    expect(stored.statusCode).toBe(200);

    for (const folder of [dataDir, join(dataDir, 'uploads'), join(dataDir, 'uploads', 'logos')]) {
      expect(modeOf(folder), folder).toBe('700');
    }
  });
});
