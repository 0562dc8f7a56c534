/**
 * The edge's certificate where no real one is given: a small local certificate
 * authority and a certificate it signs for localhost, 127.0.0.1 and ::1, made
 * with openssl. `pnpm topology up` keeps them in .topology/tls/ and makes them
 * again when they are missing or expire within 30 days. The topology's checks
 * trust that CA explicitly (edge-client.mjs, browser-check.mjs); nothing else
 * does, and a browser that was told nothing shows a certificate warning and
 * ignores HSTS on that connection (RFC 6797, section 8.1). The CA may only sign
 * for those local names (name constraints), so trusting it risks nothing else.
 *
 *   node scripts/topology/edge-certificate.mjs <folder>
 *
 * writes the same set into <folder>: `fullchain.pem` and `privkey.pem` (the
 * names deploy/compose.yaml mounts, as certbot writes them) and the CA.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DAY_MS = 24 * 3600 * 1000;
/** Made again when either certificate has less than this left. */
const MIN_REMAINING_MS = 30 * DAY_MS;
const CA_DAYS = 825;
const EDGE_DAYS = 397;
const LOCAL_NAMES = 'DNS:localhost,IP:127.0.0.1,IP:::1';
const ONLY_LOCAL_NAMES = [
  'permitted;DNS:localhost',
  'permitted;IP:127.0.0.0/255.0.0.0',
  'permitted;IP:::1/ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
].join(',');

/**
 * The files of the set in `dir`.
 * @param {string} dir
 */
export function edgeCertificateFiles(dir) {
  return {
    /** The local CA, for the clients to trust. */
    ca: join(dir, 'ca.pem'),
    caKey: join(dir, 'ca-key.pem'),
    /** The edge's certificate followed by the CA's: nginx's ssl_certificate. */
    certificate: join(dir, 'fullchain.pem'),
    /** The edge's key: nginx's ssl_certificate_key. */
    key: join(dir, 'privkey.pem'),
  };
}

/**
 * @param {ReturnType<typeof edgeCertificateFiles>} files
 * @param {Date} now
 */
function stillGood(files, now) {
  if (!Object.values(files).every((file) => existsSync(file))) return false;
  const ca = new X509Certificate(readFileSync(files.ca));
  // The first certificate of the chain file: the edge's own.
  const edge = new X509Certificate(readFileSync(files.certificate));
  /** @param {X509Certificate} certificate */
  const lasts = (certificate) => Date.parse(certificate.validTo) - now.getTime() > MIN_REMAINING_MS;
  return edge.checkIssued(ca) && edge.verify(ca.publicKey) && lasts(ca) && lasts(edge);
}

/**
 * A new P-256 key and a certificate for it: self-signed, or signed by `issuer`.
 * @param {{ subject: string, days: number, keyOut: string, out: string, extensions: string[],
 *           issuer?: { certificate: string, key: string } }} options
 */
function makeCertificate({ subject, days, keyOut, out, extensions, issuer }) {
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-noenc'];
  args.push('-subj', subject, '-days', String(days), '-keyout', keyOut, '-out', out);
  if (issuer) args.push('-CA', issuer.certificate, '-CAkey', issuer.key);
  for (const extension of extensions) args.push('-addext', extension);
  execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  chmodSync(keyOut, 0o600);
}

/**
 * The local CA and the edge's certificate in `dir`, made with openssl unless a
 * set that lasts another 30 days is already there.
 * @param {string} dir
 * @param {{ now?: Date }} [options]
 * @returns {ReturnType<typeof edgeCertificateFiles>}
 */
export function ensureEdgeCertificate(dir, { now = new Date() } = {}) {
  const files = edgeCertificateFiles(dir);
  if (stillGood(files, now)) return files;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  makeCertificate({
    subject: '/CN=BizBridge Club topology CA (localhost only)',
    days: CA_DAYS,
    keyOut: files.caKey,
    out: files.ca,
    extensions: [
      'basicConstraints=critical,CA:TRUE,pathlen:0',
      'keyUsage=critical,keyCertSign,cRLSign',
      `nameConstraints=critical,${ONLY_LOCAL_NAMES}`,
    ],
  });
  const edge = join(dir, 'edge.pem');
  makeCertificate({
    subject: '/CN=localhost',
    days: EDGE_DAYS,
    keyOut: files.key,
    out: edge,
    issuer: { certificate: files.ca, key: files.caKey },
    extensions: [
      `subjectAltName=${LOCAL_NAMES}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ],
  });
  writeFileSync(files.certificate, readFileSync(edge, 'utf8') + readFileSync(files.ca, 'utf8'));
  rmSync(edge);
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/topology/edge-certificate.mjs <folder>');
    process.exit(1);
  }
  const files = ensureEdgeCertificate(resolve(dir));
  console.info(`certificate ${files.certificate}, key ${files.key}, local CA ${files.ca}`);
}
