import * as z from 'zod/mini';
import {
  imageContentTypeSchema,
  okResponseSchema,
  type ImageContentType,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { LEAD_IMAGE_MAX_BYTES, LEAD_MAX_IMAGES, LEAD_MESSAGES } from '@club/contract/leads';
import { NEWS_IMAGE_MAX_BYTES, NEWS_VALIDATION_MESSAGES } from '@club/contract/news';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
/** Upload links are valid for five minutes. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;
/** The browser gives up on an upload after a minute. */
export const UPLOAD_TIMEOUT_MS = 60_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ASCII = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type a file's first bytes show (its "magic bytes"): JPEG, PNG or
 * WebP, else null. A text file renamed .png is not a PNG. The browser checks
 * before uploading and the server checks what arrives.
 */
export function imageTypeOfBytes(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ASCII('RIFF')) && startsWith(bytes, ASCII('WEBP'), 8)) return 'image/webp';
  return null;
}
/** How many leading bytes `imageTypeOfBytes` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * Uploads go straight from the browser to object storage with a presigned PUT.
 * The request states the file's size so the signature can pin it: storage
 * refuses a body of any other length.
 */
export const presignedUploadSchema = z.object({
  uploadUrl: z.url(),
  objectKey: z.string().check(z.minLength(1)),
  publicUrl: z.url(),
  /** Headers the PUT must carry exactly as given. */
  headers: z.record(z.string(), z.string()),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

const sizeSchema = (max: number, message: string) =>
  z.number().check(z.int(), z.positive(), z.lte(max, message));

/** The response of POST /uploads/news/presign and POST /uploads/company/profile/presign. */
export const presignResponseSchema = presignedUploadSchema;

/** POST /uploads/news/presign (admins only). */
export const newsImagePresignBodySchema = z.strictObject({
  contentType: imageContentTypeSchema,
  size: sizeSchema(NEWS_IMAGE_MAX_BYTES, NEWS_VALIDATION_MESSAGES.imageTooLarge),
});
export type NewsImagePresignBody = z.infer<typeof newsImagePresignBodySchema>;

/** POST /uploads/company/profile/presign: the logo of the caller's first company (the server's choice). */
export const companyLogoPresignBodySchema = z.strictObject({
  contentType: imageContentTypeSchema,
  size: sizeSchema(LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE),
});
export type CompanyLogoPresignBody = z.infer<typeof companyLogoPresignBodySchema>;

/** POST /uploads/leads/presign: one URL per file, in order. */
export const leadImagesPresignBodySchema = z
  .strictObject({
    count: z.number().check(z.int(), z.gte(1), z.lte(LEAD_MAX_IMAGES)),
    contentTypes: z
      .array(imageContentTypeSchema)
      .check(z.minLength(1), z.maxLength(LEAD_MAX_IMAGES)),
    sizes: z
      .array(sizeSchema(LEAD_IMAGE_MAX_BYTES, 'Each image must be less than 5MB'))
      .check(z.minLength(1), z.maxLength(LEAD_MAX_IMAGES)),
  })
  .check(
    z.refine(
      (body) => body.contentTypes.length === body.count && body.sizes.length === body.count,
      { message: 'count, contentTypes and sizes must have the same length', path: ['count'] },
    ),
  );
export type LeadImagesPresignBody = z.infer<typeof leadImagesPresignBodySchema>;

export const leadImagesPresignResponseSchema = z.object({
  urls: z.array(presignedUploadSchema),
});

/** Upload links for every upload of the site: company logos, lead and news images. */
export const uploadEndpoints = defineEndpoints({
  companyLogo: {
    method: 'POST',
    path: '/uploads/company/profile/presign',
    access: 'user',
    tag: 'Uploads',
    summary: "An upload link for the logo of the caller's own company",
    body: companyLogoPresignBodySchema,
    response: presignResponseSchema,
    errors: [403],
  },
  newsImage: {
    method: 'POST',
    path: '/uploads/news/presign',
    access: 'admin',
    tag: 'Uploads',
    summary: 'An upload link for a news image (admins only)',
    body: newsImagePresignBodySchema,
    response: presignResponseSchema,
  },
  leadImages: {
    method: 'POST',
    path: '/uploads/leads/presign',
    // Leads are for members: links for their images too, with the same 403 as POST /leads.
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Uploads',
    summary:
      "Upload links for up to 3 images of a lead of the caller's first company (active members)",
    body: leadImagesPresignBodySchema,
    response: leadImagesPresignResponseSchema,
  },
});

/** The path parameter of a route under `/files/`: the storage key. */
export const fileKeyParamsSchema = z.object({ '*': z.string() });

/**
 * The query of a local storage upload link, as the presign route signs it: the
 * type and exact size the file must have, when the link expires (Unix
 * seconds), and the signature over them and the key. Each is optional here, so
 * a link missing one is refused as not genuine (403) rather than as malformed.
 */
export const uploadLinkQuerySchema = z.object({
  contentType: z.optional(z.string()),
  size: z.optional(z.string()),
  expires: z.optional(z.string()),
  signature: z.optional(z.string()),
});
export type UploadLinkQuery = z.infer<typeof uploadLinkQuerySchema>;

/**
 * The PUT behind the local storage's upload links (S3 receives its own): the
 * link's signature, not the caller, authorises it. Registered only with the
 * local storage; apps PUT to the `uploadUrl` a presign route answers.
 */
export const localUploadEndpoints = defineEndpoints({
  receive: {
    method: 'PUT',
    path: '/files/*',
    access: 'public',
    tag: 'Uploads',
    summary: 'Receive a file sent to an upload link (local storage)',
    params: fileKeyParamsSchema,
    query: uploadLinkQuerySchema,
    response: okResponseSchema,
    errors: [403, 409, 413, 415],
  },
});

/** Stored files, public. */
export const fileEndpoints = defineEndpoints({
  file: {
    method: 'GET',
    path: '/files/*',
    access: 'public',
    tag: 'Files',
    summary: 'A stored file, such as a news image (public)',
    params: fileKeyParamsSchema,
    response: null,
    errors: [404],
  },
});
