/**
 * The edge's configuration as the deployment renders it (`--resolver`): the
 * upstreams are names nginx looks up again while it runs, so a replaced or
 * scaled container gets traffic without a reload, and Debian's nginx accepts
 * the file (`nginx -t`) although none of those names exists here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureEdgeCertificate } from './edge-certificate.mjs';
import { installedNginxVersion, renderNginxConfig } from './nginx-config.mjs';
import { NGINX } from './services.mjs';

const folder = mkdtempSync(join(tmpdir(), 'nginx-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function render(options) {
  return renderNginxConfig({
    listen: '443',
    httpListen: '80',
    publicUrl: 'https://club.example',
    certificate: '/etc/club-tls/fullchain.pem',
    certificateKey: '/etc/club-tls/privkey.pem',
    sites: ['site:8080'],
    apis: ['api:4000'],
    ...options,
  });
}

describe('the edge with a resolver (deploy/compose.yaml)', () => {
  it('looks the upstream names up again at most every 10 s, through variables', () => {
    const config = render({ resolver: '127.0.0.11' });
    expect(config).toMatch(/^\s*resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
    // An upstream block's names are resolved once, at start: there is none.
    expect(config).not.toMatch(/^\s*upstream /m);
    expect(config).toContain('set $club_api_upstream api:4000;');
    expect(config).toContain('set $club_sites_upstream site:8080;');
    const passes = [...config.matchAll(/proxy_pass (\S+);/g)].map((match) => match[1]);
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((target) => /^http:\/\/\$club_(api|sites)_upstream$/.test(target))).toBe(
      true,
    );
    // The API still sees its own paths: /api/news is its /news.
    expect(config).toContain('rewrite ^/api(/.*)$ $1 break;');
  });

  it('takes one name per group with a resolver (DNS lists the containers)', () => {
    expect(() => render({ resolver: '127.0.0.11', apis: ['api1:4000', 'api2:4000'] })).toThrow(
      /one name each/,
    );
  });

  it('keeps fixed upstream blocks without one (the topology on this machine)', () => {
    const config = render({ apis: ['127.0.0.1:9320', '127.0.0.1:9321'] });
    expect(config).not.toMatch(/^\s*resolver /m);
    expect(config).toContain('server 127.0.0.1:9321 max_fails=0;');
    expect(config).toContain('proxy_pass http://club_api/;');
  });

  it.skipIf(!existsSync(NGINX))(
    'is accepted by nginx -t, names that do not resolve here included',
    () => {
      const tls = ensureEdgeCertificate(join(folder, 'tls'));
      const stateDir = join(folder, 'state');
      for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        mkdirSync(join(stateDir, 'temp', kind), { recursive: true });
      }
      const file = join(folder, 'nginx.conf');
      writeFileSync(
        file,
        render({
          resolver: '127.0.0.11',
          listen: '127.0.0.1:1443',
          httpListen: '127.0.0.1:1080',
          certificate: tls.certificate,
          certificateKey: tls.key,
          stateDir,
          nginxVersion: installedNginxVersion(NGINX),
          sites: ['site.invalid:8080'],
          apis: ['api.invalid:4000'],
        }),
      );
      const result = spawnSync(NGINX, ['-p', stateDir, '-e', 'stderr', '-c', file, '-t'], {
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    },
  );
});
