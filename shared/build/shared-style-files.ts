import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The style sheets of the shell's browser build that hold each shared module's styles, read
 * from the sheets themselves: the federation manifest lists no assets for the modules the
 * shell only provides, and the bundler puts a module's styles into a chunk of its choosing.
 * A sheet written twice under two names (same content) is named once.
 */
export function sharedStyleFiles(
  distPath: string,
  sharedStyles: Record<string, Record<string, string>>,
): Record<string, string[]> {
  const cssRoot = join(distPath, 'static', 'css');
  if (!existsSync(cssRoot)) return {};
  const sheets = new Map<string, string>();
  const files = readdirSync(cssRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `static/css/${file.replace(/\\/g, '/')}`)
    .sort();
  for (const file of files) {
    const content = readFileSync(join(distPath, file), 'utf8');
    if (![...sheets.values()].includes(content)) sheets.set(file, content);
  }
  const index: Record<string, string[]> = {};
  for (const [id, classes] of Object.entries(sharedStyles)) {
    const names = Object.values(classes).flatMap((name) => name.split(' '));
    const selectors = names.map((name) => new RegExp(`\\.${name}(?![\\w-])`));
    const holding = [...sheets].filter(([, content]) =>
      selectors.some((selector) => selector.test(content)),
    );
    if (holding.length > 0) index[id] = holding.map(([file]) => file);
  }
  return index;
}
