/**
 * The topology's S3-compatible store: s3rver on one port with the site's
 * bucket, files kept in a folder. Browsers PUT uploads to it straight from the
 * site's origin (presigned links), so the bucket allows that origin by CORS.
 *
 *   node scripts/topology/s3-store.mjs --port 9330 --dir .topology/s3 --bucket club --origin http://localhost:9300
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { loggedRequest, redactText } from '../log-redaction.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    bucket: { type: 'string', default: 'club' },
    origin: { type: 'string' },
  },
});
if (!values.port || !values.dir || !values.origin) {
  console.error('usage: s3-store.mjs --port <port> --dir <folder> --origin <site origin>');
  process.exit(1);
}
mkdirSync(values.dir, { recursive: true });

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${values.origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  port: Number(values.port),
  address: '127.0.0.1',
  // s3rver's own request log prints each presigned URL whole, X-Amz-Signature included:
  // it stays silent, and the store logs its requests as every process of the site does.
  silent: true,
  directory: values.dir,
  configureBuckets: [{ name: values.bucket, configs: [cors] }],
});
await server.run();
server.httpServer.on('request', (request, response) => {
  const started = performance.now();
  response.once('finish', () => {
    const line = {
      time: new Date().toISOString(),
      ...loggedRequest({ method: request.method, url: request.url }),
      statusCode: response.statusCode,
      responseTime: Math.round((performance.now() - started) * 10) / 10,
      msg: 'request completed',
    };
    console.info(JSON.stringify(line));
  });
});
// The store's own failures (a client's error is in its request line): what Koa would print.
server.on('error', (error) => {
  if (!error?.expose) console.error(redactText(String(error?.stack ?? error)));
});
console.info(`s3rver on http://127.0.0.1:${values.port}, bucket ${values.bucket}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
