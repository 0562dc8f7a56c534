import type { Readable } from 'node:stream';
import type { UploadLinkQuery } from '@club/contract/uploads';

/** A stored file as the public route sends it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/** What an upload link allows: one file of this type and size under this key, until `expiresAt`. */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
  expiresAt: Date;
}

/** Where the browser PUTs the file, and the headers it must send exactly as given. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

/** A stored file's size, type and first bytes (to check what it really is). */
export interface StoredFileInfo {
  size: number;
  contentType: string | null;
  firstBytes: Buffer;
}

export type UploadCheck =
  { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * A storage that receives the browser's uploads itself (local disk): the API
 * answers the PUT to its upload URL and asks the storage whether the URL is
 * genuine. A storage such as S3 checks its own presigned URLs instead.
 */
export interface UploadReceiver {
  /**
   * Checks the query of a PUT to an upload URL (the route table's
   * `localUploadEndpoints.receive`, the file's own address): signature first, then expiry.
   */
  check(key: string, query: UploadLinkQuery, now: Date): UploadCheck;
}

/**
 * Files under keys such as `news/demo/solar.webp`, on local disk or in an S3
 * bucket behind the same interface. Browsers upload straight to the storage
 * with a presigned PUT, so the API never holds a large body in memory for S3.
 */
export interface FileStorage {
  readonly name: string;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
  /** A URL to PUT exactly one file of the grant's type and size to, until the grant expires. */
  presignPut(grant: UploadGrant, now: Date): Promise<PresignedPut>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size, type and the first `bytes` bytes of a stored file; null when there is none. */
  inspect(key: string, bytes: number): Promise<StoredFileInfo | null>;
  /** Null when there is no file under the key. */
  read(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Present when the API itself receives uploads for this storage. */
  readonly uploadReceiver?: UploadReceiver;
  close?(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  // Members' data exports, only under `private/` (never served by the public file route).
  zip: 'application/zip',
};

/** Keys of files only the API hands out (a data export through its one-time link). */
export const PRIVATE_KEY_PREFIX = 'private/';

/** Whether the public file route may serve the key: images, never a private file. */
export function isPublicKey(key: string): boolean {
  return (
    !key.startsWith(PRIVATE_KEY_PREFIX) && contentTypeOfKey(key)?.startsWith('image/') === true
  );
}

// Lower-case segments that never start with a dot, so no "..", hidden files or absolute paths.
const STORAGE_KEY =
  /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;
const MAX_KEY_LENGTH = 300;

/** The content type a key's extension stands for; null for a key that is not valid. */
export function contentTypeOfKey(key: string): string | null {
  if (key.length > MAX_KEY_LENGTH || !STORAGE_KEY.test(key)) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? null;
}
