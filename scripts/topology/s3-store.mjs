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
  silent: false,
  directory: values.dir,
  configureBuckets: [{ name: values.bucket, configs: [cors] }],
});
await server.run();
console.info(`s3rver on http://127.0.0.1:${values.port}, bucket ${values.bucket}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
