import type { Readable } from 'node:stream';

/** A stored file as the public route sends it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Files under keys such as `news/demo/solar.webp`: local disk now; an S3
 * bucket behind the same interface later (with presigned uploads).
 */
export interface FileStorage {
  readonly name: string;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Null when there is no file under the key. */
  read(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

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
