import { presignResponseSchema, type PresignedUpload } from '@club/contract/uploads';
import { expect } from 'vitest';
import type { ZodApp } from '../../src/http/zod-app';
import { bearer } from './members';

/** An upload link for a logo of the caller's (first) company, as the profile page asks for one. */
export async function logoLink(
  app: ZodApp,
  accessToken: string,
  size: number,
  contentType = 'image/png',
): Promise<PresignedUpload> {
  const response = await app.inject({
    method: 'POST',
    url: '/uploads/company/profile/presign',
    headers: bearer(accessToken),
    payload: { contentType, size },
  });
  expect(response.statusCode).toBe(200);
  return presignResponseSchema.parse(response.json());
}

/** The PUT a browser makes to an upload link of the API's own storage. */
export function putToUploadLink(app: ZodApp, url: string, body: Buffer, contentType: string) {
  const target = new URL(url);
  return app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}
