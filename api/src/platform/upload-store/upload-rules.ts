import type { ImageContentType } from '@club/contract/common';
import type { UploadPurpose } from '../../db/schema/uploads';

/** Upload links are handed out at most this often per user per hour. */
export const UPLOAD_LINKS_PER_HOUR = 60;

/**
 * An upload that no lead, profile or news item uses a day after its link was
 * issued is removed, record and file (the storage clean-up job).
 */
export const UNUSED_UPLOAD_KEPT_MS = 24 * 60 * 60_000;

/** Every upload of the site is an image of at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const IMAGE_TYPE_LABELS: Record<ImageContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** Keys sit under one folder per purpose. */
const PREFIXES: Record<UploadPurpose, string> = {
  'company-logo': 'logos',
  'lead-image': 'leads',
  'news-image': 'news',
};

/** A key the server chooses: a random UUID under the purpose's folder, with the type's extension. */
export function objectKeyFor(purpose: UploadPurpose, contentType: ImageContentType, id: string) {
  return `${PREFIXES[purpose]}/${id}.${EXTENSIONS[contentType]}`;
}

export const UPLOAD_MESSAGES = {
  noCompany: 'Register a company before uploading images for it.',
  tooMany: 'Too many uploads in the last hour. Please try again later.',
  linkInvalid: 'This upload link is not valid.',
  linkExpired: 'This upload link has expired. Please choose the file again.',
  linkUsed: 'This upload link has been used already.',
  wrongType: (expected: string) => `This upload link is for ${expected} files only.`,
  wrongSize: (size: number) => `This upload link is for a file of exactly ${size} bytes.`,
  notThatImage: (label: string) => `The file is not a ${label} image.`,
  notIssued: 'This image was not uploaded by you. Please upload it again.',
  notUploaded: 'The image has not been uploaded yet. Please upload it again.',
  notTheAnnouncedFile:
    'The uploaded file is not the image that was announced. Please upload it again.',
} as const;
