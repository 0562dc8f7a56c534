import { fileURLToPath } from 'node:url';

/**
 * An app's message catalogues (`src/locales/<language>.json`), compiled for Lingui as they
 * are bundled (catalogue-loader.cjs); the prerender's Node build uses the same rule.
 */
export const CATALOGUE_RULE = {
  test: /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto' as const,
  use: [{ loader: fileURLToPath(new URL('./catalogue-loader.cjs', import.meta.url)) }],
};
