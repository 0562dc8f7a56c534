import { fileURLToPath } from 'node:url';

/**
 * Message catalogues (`locales/<language>.json` anywhere under an app's `src`: the app's own,
 * or a feature's beside its code), compiled for Lingui as they
 * are bundled (catalogue-loader.cjs); the prerender's Node build uses the same rule.
 */
export const CATALOGUE_RULE = {
  test: /[\\/]src[\\/](?:.+[\\/])?locales[\\/][a-z]{2}\.json$/,
  exclude: /node_modules/,
  type: 'javascript/auto' as const,
  use: [{ loader: fileURLToPath(new URL('./catalogue-loader.cjs', import.meta.url)) }],
};
