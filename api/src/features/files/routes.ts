import { fileEndpoints } from '@club/contract/uploads';
import type { AppContext } from '../../app-context';
import { isPublicKey } from '../../adapters/storage/file-storage';
import { notFound, validationError } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';

/** A key names its file for good (a new image gets a new key), so browsers and CDNs keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerFileRoutes(app: ZodApp, { adapters }: AppContext): void {
  registerEndpoints(app, fileEndpoints, {
    file: {
      description:
        'The bytes, with a year-long cache; 400 for a malformed key, 404 for a missing file.',
      produces: ['image/webp', 'image/png', 'image/jpeg', 'image/gif'],
      cache: IMMUTABLE,
      handler: async (request, reply) => {
        const key = request.params['*'];
        if (!isPublicKey(key)) throw validationError('key', 'This is not a valid file key');
        const file = await adapters.storage.read(key);
        if (!file) throw notFound('There is no file under this key.');
        return (
          reply
            // The site (another origin) and a CDN in front of the API may embed these files.
            .header('cross-origin-resource-policy', 'cross-origin')
            .header('content-type', file.contentType)
            .header('content-length', file.size)
            .header('x-content-type-options', 'nosniff')
            .send(file.body)
        );
      },
    },
  });
}
