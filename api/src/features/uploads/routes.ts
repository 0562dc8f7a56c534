import { okResponseSchema } from '@club/shared/contract/common';
import { LEAD_MESSAGES } from '@club/shared/contract/leads';
import {
  companyLogoPresignBodySchema,
  leadImagesPresignBodySchema,
  leadImagesPresignResponseSchema,
  newsImagePresignBodySchema,
  presignResponseSchema,
} from '@club/shared/contract/uploads';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { contentTypeOfKey } from '../../adapters/storage/file-storage';
import { validationError } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { membersOnly } from '../../platform/access/access-level';
import { currentMember } from '../../platform/access/require-member';
import { currentUser } from '../../platform/auth/authenticate';
import { companyForUpload, issueUploadLinks, receiveUpload } from '../../platform/uploads/service';
import { MAX_UPLOAD_BYTES } from '../../platform/uploads/upload-rules';

const tags = ['Uploads'];
const security = [{ bearer: [] }];
const presignErrors = errorResponses(400, 401, 403, 415, 429);

function only<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('presign returned no link');
  return value;
}

export function registerPresignRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/uploads/company/profile/presign',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "An upload link for the logo of the caller's own company",
        description:
          'JPEG, PNG or WebP up to 5 MB; `size` is signed into the link. PUT the file to ' +
          '`uploadUrl` with `headers` within 5 minutes, then save `objectKey` as `profileImageKey`.',
        body: companyLogoPresignBodySchema,
        response: { 200: presignResponseSchema, ...presignErrors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const companyId = await companyForUpload(ctx.db, userId, request.body.companyId);
      const [link] = await issueUploadLinks(ctx, {
        userId,
        purpose: 'company-logo',
        companyId,
        files: [request.body],
      });
      return only(link);
    },
  );

  app.post(
    '/uploads/news/presign',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'An upload link for a news image (admins only)',
        body: newsImagePresignBodySchema,
        response: { 200: presignResponseSchema, ...presignErrors },
      },
    },
    async (request) => {
      const [link] = await issueUploadLinks(ctx, {
        userId: currentUser(request).id,
        purpose: 'news-image',
        companyId: null,
        files: [request.body],
      });
      return only(link);
    },
  );

  app.post(
    '/uploads/leads/presign',
    {
      // Leads are for members: links for their images too, with the same 403 as POST /leads.
      config: membersOnly(LEAD_MESSAGES.membersOnly),
      schema: {
        tags,
        security,
        summary:
          "Upload links for up to 3 images of a lead of the caller's first company (active members)",
        body: leadImagesPresignBodySchema,
        response: { 200: leadImagesPresignResponseSchema, ...presignErrors },
      },
    },
    async (request) => {
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
  );
}

/**
 * The PUT behind the local storage's upload links (S3 receives its own). The
 * body arrives as raw bytes of any type, at most 5 MB; the service checks it.
 */
export function registerReceiveRoute(app: ZodApp, ctx: AppContext, pathPrefix: string): void {
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.put(
    `${pathPrefix}/*`,
    {
      config: { access: 'public' },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags,
        summary: 'Receive a file sent to an upload link (local storage)',
        description:
          'The link from a presign route, with its query unchanged, `Content-Type` as signed and ' +
          'exactly the announced number of bytes. 403 for a link that is not genuine or has ' +
          'expired, 409 when used already, 413/400 for another size, 415 for another type.',
        params: z.object({ '*': z.string() }),
        querystring: z.record(z.string(), z.string()),
        response: { 200: okResponseSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const key = request.params['*'];
      if (!contentTypeOfKey(key)) throw validationError('key', 'This is not a valid file key');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveUpload(ctx, {
        key,
        query: request.query,
        contentType: request.headers['content-type'],
        body,
      });
      return { ok: true as const };
    },
  );
}
