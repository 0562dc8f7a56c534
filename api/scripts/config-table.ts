/** Rewrites the configuration table in api/README.md from the configuration schema (`pnpm docs:config`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  configTableMarkdown,
} from '../src/config/config-table';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const text = readFileSync(readme, 'utf8');
const start = text.indexOf(CONFIG_TABLE_START);
const end = text.indexOf(CONFIG_TABLE_END);
if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${CONFIG_TABLE_START}`);

const updated =
  text.slice(0, start + CONFIG_TABLE_START.length) +
  `\n\n${configTableMarkdown()}\n\n` +
  text.slice(end);
const options = (await resolveConfig(readme)) ?? {};
writeFileSync(readme, await format(updated, { ...options, filepath: readme }));
console.info('Updated the configuration table in api/README.md');
