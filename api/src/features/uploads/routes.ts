import { localUploadEndpoints, uploadEndpoints } from '@club/contract/uploads';
import type { AppContext } from '../../app-context';
import { isPublicKey } from '../../adapters/storage/file-storage';
import { validationError } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import { currentUser } from '../../platform/identity/authenticate';
import {
  companyForUpload,
  issueUploadLinks,
  receiveUpload,
} from '../../platform/upload-store/service';
import { MAX_UPLOAD_BYTES } from '../../platform/upload-store/upload-rules';

function only<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('presign returned no link');
  return value;
}

export function registerPresignRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, uploadEndpoints, {
    companyLogo: {
      description:
        'JPEG, PNG or WebP up to 5 MB; `size` is signed into the link. PUT the file to ' +
        '`uploadUrl` with `headers` within 5 minutes, then save `objectKey` as `profileImageKey`.',
      handler: async (request) => {
        const userId = currentUser(request).id;
        const companyId = await companyForUpload(ctx.db, userId);
        const [link] = await issueUploadLinks(ctx, {
          userId,
          purpose: 'company-logo',
          companyId,
          files: [request.body],
        });
        return only(link);
      },
    },
    newsImage: async (request) => {
      const [link] = await issueUploadLinks(ctx, {
        userId: currentUser(request).id,
        purpose: 'news-image',
        companyId: null,
        files: [request.body],
      });
      return only(link);
    },
    leadImages: async (request) => {
      const { userId, companyId } = currentMember(request);
      const { contentTypes, sizes } = request.body;
      const files = contentTypes.map((contentType, index) => ({
        contentType,
        size: sizes[index] ?? 0,
      }));
      return {
        urls: await issueUploadLinks(ctx, { userId, purpose: 'lead-image', companyId, files }),
      };
    },
  });
}

/**
 * The PUT behind the local storage's upload links (S3 receives its own). The
 * body arrives as raw bytes of any type, at most 5 MB; the service checks it.
 */
export function registerReceiveRoute(app: ZodApp, ctx: AppContext): void {
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  registerEndpoints(app, localUploadEndpoints, {
    receive: {
      description:
        'The link from a presign route, with its query unchanged, `Content-Type` as signed and ' +
        'exactly the announced number of bytes. 403 for a link that is not genuine or has ' +
        'expired, 409 when used already, 413/400 for another size, 415 for another type.',
      bodyLimit: MAX_UPLOAD_BYTES,
      handler: async (request) => {
        const key = request.params['*'];
        if (!isPublicKey(key)) throw validationError('key', 'This is not a valid file key');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveUpload(ctx, {
          key,
          query: request.query,
          contentType: request.headers['content-type'],
          body,
        });
        return { ok: true as const };
      },
    },
  });
}
