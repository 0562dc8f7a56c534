/** Rewrites the configuration table in docs/api/configuration.md from the configuration schema (`pnpm docs:config`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  configTableMarkdown,
} from '../src/config/config-table';

const page = fileURLToPath(new URL('../../docs/api/configuration.md', import.meta.url));
const text = readFileSync(page, 'utf8');
const start = text.indexOf(CONFIG_TABLE_START);
const end = text.indexOf(CONFIG_TABLE_END);
if (start < 0 || end < start) throw new Error(`${page} lacks the markers ${CONFIG_TABLE_START}`);

const updated =
  text.slice(0, start + CONFIG_TABLE_START.length) +
  `\n\n${configTableMarkdown()}\n\n` +
  text.slice(end);
const options = (await resolveConfig(page)) ?? {};
writeFileSync(page, await format(updated, { ...options, filepath: page }));
console.info('Updated the configuration table in docs/api/configuration.md');
