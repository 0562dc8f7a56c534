import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
/** RFC 3986 encoding, as Signature Version 4 requires. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Whether a presigned request carries a genuine Signature Version 4 for what
 * it actually sends: S3 computes the signature again from the method, path,
 * query and the signed headers as received. (s3rver checks the expiry of
 * presigned URLs but not V4 signatures, so the test server does this part.)
 */
function presignedSignatureHolds(request: IncomingMessage, secretAccessKey: string): boolean {
  const [path = '', rawQuery = ''] = (request.url ?? '').split('?');
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' '))] as const;
    });
  const query = new Map(params);
  const signature = query.get('X-Amz-Signature');
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  const credential = query.get('X-Amz-Credential');
  const amzDate = query.get('X-Amz-Date');
  if (!signature || !signedHeaders || !credential || !amzDate) return false;
  const canonicalQuery = params
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = credential.split('/').slice(1).join('/');
  const [date = '', region = '', service = ''] = scope.split('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

/**
 * An S3-compatible server on 127.0.0.1 for one test file: s3rver with one
 * bucket, behind a check of presigned signatures.
 */
export async function startS3Server(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), 'club-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    const presigned = (request.url ?? '').includes('X-Amz-Signature=');
    if (presigned && !presignedSignatureHolds(request, S3_TEST_CREDENTIALS.secretAccessKey)) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    handle(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
