import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, configTableRows } from '../src/config/config-table';

const SECRET = 'a-production-secret-of-at-least-32-bytes!';
const folders: string[] = [];

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'club-api-config-'));
  folders.push(folder);
  return folder;
}

/** Every setting production requires. */
function production(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    JWT_SECRET: SECRET,
    OTP_SECRET: SECRET,
    PUBLIC_URL: 'https://club.example/api',
    SITE_ORIGINS: 'https://club.example',
    SMTP_URL: 'smtps://mailer:pass@smtp.example.com:465',
    SMS_WEBHOOK_URL: 'https://sms.example/send',
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
    INVOICE_SUPPLIER_GSTIN: '24AAHCB4321K1ZV',
  };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has development defaults and keeps generated secrets under the data folder', () => {
    const folder = dataDir();
    const config = loadConfig({ DATA_DIR: folder });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      databaseUrl: null,
      demoData: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      siteOrigins: ['http://localhost:3000'],
      adminEmails: [],
      outboxPollIntervalMs: 2000,
      workJobs: true,
    });
    const file = join(folder, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      jwtSecret: string;
      otpSecret: string;
    };
    expect(config.jwtSecret).toBe(stored.jwtSecret);
    expect(config.otpSecret).toBe(stored.otpSecret);
    expect(Buffer.byteLength(config.jwtSecret)).toBeGreaterThanOrEqual(32);
    // The same secrets on the next start.
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SITE_ORIGINS: 'https://bizbridge.club, https://www.bizbridge.club',
      ADMIN_EMAILS: 'Boss@BizBridge.club,ops@bizbridge.club',
      DEMO_DATA: '0',
      PORT: '4100',
    });
    expect(config.siteOrigins).toEqual(['https://bizbridge.club', 'https://www.bizbridge.club']);
    expect(config.adminEmails).toEqual(['boss@bizbridge.club', 'ops@bizbridge.club']);
    expect(config.demoData).toBe(false);
    expect(config.port).toBe(4100);
  });

  it('never seeds demo data into a PostgreSQL server or in production', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://localhost/club' }).demoData,
    ).toBe(false);
    expect(loadConfig(production()).demoData).toBe(false);
  });

  it('starts in production with every required setting', () => {
    expect(loadConfig(production())).toMatchObject({
      isProduction: true,
      payments: 'razorpay',
      smtpUrl: 'smtps://mailer:pass@smtp.example.com:465',
      publicUrl: 'https://club.example/api',
      siteOrigins: ['https://club.example'],
    });
  });

  it('lists every missing or invalid production setting at once', () => {
    const problems = () => {
      try {
        loadConfig({ NODE_ENV: 'production', PORT: 'abc', JWT_SECRET: 'short' });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
      throw new Error('loadConfig accepted it');
    };
    const named = problems().map((line) => line.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'PORT',
        'JWT_SECRET',
        'OTP_SECRET',
        'PUBLIC_URL',
        'SITE_ORIGINS',
        'SMTP_URL',
        'SMS_WEBHOOK_URL',
        'PAYMENTS',
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'INVOICE_SUPPLIER_GSTIN',
        'DATA_DIR',
      ].sort(),
    );
    // The short secret is named for what is wrong with it, not as missing.
    expect(problems()).toContain('JWT_SECRET: JWT_SECRET must be at least 32 bytes long');
  });

  it('needs no data folder in production once the database and the files are elsewhere', () => {
    const { DATA_DIR: _folder, ...rest } = production();
    expect(() => loadConfig(rest)).toThrow(/DATA_DIR: must be set in production/);
    expect(
      loadConfig({ ...rest, DATABASE_URL: 'postgres://db/club', S3_BUCKET: 'files' }).isProduction,
    ).toBe(true);
  });

  it('refuses short secrets and S3 keys without their pair', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 bytes long/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(ConfigError);
  });

  it('defaults the public URL to this machine and the port, and drops a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '4100' }).publicUrl).toBe(
      'http://localhost:4100',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://api.bizbridge.club/' }).publicUrl,
    ).toBe('https://api.bizbridge.club');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'ftp://files.example' })).toThrow(
      /PUBLIC_URL: /,
    );
  });

  it('checks admin e-mail addresses with the contract, naming the bad entry', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: 'boss@bizbridge.club,not-an-address' }),
    ).toThrow('ADMIN_EMAILS.1: Please enter a valid e-mail address');
  });

  it('reads the scraper names allowed to reach /metrics, naming a bad entry', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        METRICS_ALLOWED_HOSTS: 'Prometheus.internal, [fd00::7]:9464',
      }).metricsAllowedHosts,
    ).toEqual([
      { name: 'prometheus.internal', port: null },
      { name: '[fd00::7]', port: 9464 },
    ]);
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsAllowedHosts).toEqual([]);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), METRICS_ALLOWED_HOSTS: 'ok.internal,http://bad/,a:99999' }),
    ).toThrow(
      'METRICS_ALLOWED_HOSTS takes host or host:port names (metrics.internal:9464), not "http://bad/", "a:99999"',
    );
  });

  it("ignores variables it does not define, such as the machine's own", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), HOME: '/root', REDIS_HOST: 'x' });
    expect(Object.keys(config)).not.toContain('home');
    expect(config.redisUrl).toBeNull();
  });
});

describe('the configuration table in docs/api/configuration.md', () => {
  function tableRows() {
    const page = readFileSync(new URL('../../docs/api/configuration.md', import.meta.url), 'utf8');
    const start = page.indexOf(CONFIG_TABLE_START);
    const end = page.indexOf(CONFIG_TABLE_END);
    expect(start, 'the table markers').toBeGreaterThanOrEqual(0);
    return page
      .slice(start + CONFIG_TABLE_START.length, end)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) => {
        const [variable, shown, meaning] = line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim());
        return { variable, default: shown, meaning };
      });
  }

  it('lists exactly the variables of the schema, with their defaults and meanings', () => {
    // After adding or changing a variable: pnpm --filter @club/api docs:config
    expect(tableRows()).toEqual(configTableRows());
  });
});
