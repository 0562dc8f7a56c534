/**
 * Translation coverage (part of `pnpm lint`): every app's message catalogues
 * (`src/locales/en.json`, `hi.json`, `gu.json`) hold the same ids, every message
 * parses as ICU and keeps the English message's placeholders, and nothing is left
 * empty. Prints the coverage per app and language; fails on any gap.
 *
 *   node scripts/check-translations.mjs
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['hi', 'gu'];
const require = createRequire(join(root, 'shared/build/package.json'));
const { compileMessage } = await import(require.resolve('@lingui/message-utils/compileMessage'));

/** Every folder that holds catalogues: `locales/` anywhere under an app's or a package's `src`. */
function catalogueFolders() {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const shared = readdirSync(join(root, 'shared')).map((name) => join('shared', name));
  const folders = [];
  for (const app of [...apps, ...shared]) {
    const source = join(root, app, 'src');
    if (!existsSync(source)) continue;
    for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
      if (/(^|[\\/])locales[\\/]en\.json$/.test(file))
        folders.push(join(app, 'src', dirname(file)));
    }
  }
  if (existsSync(join(root, 'api/src/platform/messages/en.json')))
    folders.push('api/src/platform/messages');
  return folders.sort();
}

/**
 * The placeholder names of a message (`{name}`, `{count, plural, ...}`), sorted. A compiled
 * message is a list of parts: text, or a placeholder `[name]` / `[name, type, options]` whose
 * options (plural and select branches) are lists of parts again.
 */
function placeholderSet(message) {
  const found = new Set();
  const walk = (parts) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      found.add(part[0]);
      const options = part[2];
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...found].sort().join(',');
}

const problems = [];
const rows = [];
for (const folder of catalogueFolders()) {
  const read = (language) =>
    JSON.parse(readFileSync(join(root, folder, `${language}.json`), 'utf8'));
  const english = read('en');
  const ids = Object.keys(english);
  for (const language of LANGUAGES) {
    const file = join(folder, `${language}.json`);
    if (!existsSync(join(root, file))) {
      problems.push(`${file} is missing`);
      rows.push([folder, language, 0, ids.length]);
      continue;
    }
    const translated = read(language);
    let covered = 0;
    for (const id of ids) {
      const message = translated[id];
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${file}: no message for ${id}`);
        continue;
      }
      try {
        if (placeholderSet(message) !== placeholderSet(english[id])) {
          problems.push(`${file}: ${id} has other placeholders than English`);
          continue;
        }
      } catch (error) {
        problems.push(`${file}: ${id} is not a valid ICU message (${error.message})`);
        continue;
      }
      covered += 1;
    }
    for (const id of Object.keys(translated)) {
      if (!(id in english)) problems.push(`${file}: ${id} is not in the English catalogue`);
    }
    rows.push([folder, language, covered, ids.length]);
  }
}

for (const [folder, language, covered, total] of rows) {
  const share = total === 0 ? 100 : (covered / total) * 100;
  console.info(
    `${folder.padEnd(48)} ${language}  ${String(covered).padStart(5)}/${String(total).padEnd(5)} ${share.toFixed(1)} %`,
  );
}
if (problems.length > 0) {
  console.error(
    `\nTranslations incomplete (${problems.length}):\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
