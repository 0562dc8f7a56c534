import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { contentTypeOfKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, ...); null for AWS itself. */
  endpoint: string | null;
  /** Null: the SDK's default chain (environment, instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`) instead of the host name. */
  forcePathStyle: boolean;
  /** Where browsers read files (a CDN or the bucket); null: the bucket's own address. */
  publicUrl: string | null;
}

/** A key names its file for good (a new image gets a new key), so browsers and CDNs keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function defaultPublicUrl(options: S3StorageOptions): string {
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
    return options.forcePathStyle
      ? `${base}/${options.bucket}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * Files in an S3 bucket (or any S3-compatible store) through the AWS SDK v3.
 * Browsers upload with a presigned PUT whose signature covers the content
 * type, the exact length and the cache header, so the store itself refuses any
 * other file. The SDK loads on first use, so the local set-up never pays for it.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const publicBase = (options.publicUrl ?? defaultPublicUrl(options)).replace(/\/+$/, '');
  let sdk: Promise<{ client: S3.S3Client; s3: typeof S3 }> | null = null;

  function connect() {
    sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        forcePathStyle: options.forcePathStyle,
        // A checksum of an empty body would otherwise be signed into presigned PUTs.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return sdk;
  }

  async function head(key: string) {
    const { client, s3 } = await connect();
    try {
      return await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    name: 's3',
    publicUrl: (key) => `${publicBase}/${key}`,
    async presignPut(grant, now) {
      const { client, s3 } = await connect();
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const command = new s3.PutObjectCommand({
        Bucket: bucket,
        Key: grant.key,
        ContentType: grant.contentType,
        ContentLength: grant.size,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      const url = await getSignedUrl(client, command, {
        signingDate: now,
        expiresIn: Math.max(1, Math.round((grant.expiresAt.getTime() - now.getTime()) / 1000)),
        signableHeaders: new Set(['content-type', 'content-length', 'cache-control']),
      });
      // The browser sets Content-Length itself from the file it sends.
      return {
        url,
        headers: { 'Content-Type': grant.contentType, 'Cache-Control': IMMUTABLE_CACHE_CONTROL },
      };
    },
    async put(key, body, contentType) {
      const { client, s3 } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async inspect(key, bytes) {
      const info = await head(key);
      if (!info) return null;
      const size = info.ContentLength ?? 0;
      if (size === 0)
        return { size, contentType: info.ContentType ?? null, firstBytes: Buffer.alloc(0) };
      const { client, s3 } = await connect();
      const start = await client.send(
        new s3.GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const firstBytes = Buffer.from((await start.Body?.transformToByteArray()) ?? []);
      return {
        size,
        contentType: info.ContentType ?? null,
        firstBytes: firstBytes.subarray(0, bytes),
      };
    },
    async read(key) {
      const { client, s3 } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOfKey(key) ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { client, s3 } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      if (sdk) (await sdk).client.destroy();
    },
  };
}
