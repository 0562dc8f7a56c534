import { resolveApiUrl, runtimeConfigSchema } from '@club/shared/config/runtime-config';

describe('runtime config', () => {
  it('uses the API address config.json names', () => {
    expect(
      resolveApiUrl(
        { apiUrl: 'https://api.example.org/' },
        { hostname: 'www.bizbridge.club', protocol: 'https:' },
      ),
    ).toBe('https://api.example.org');
  });

  it('uses a local address on localhost when config.json names none', () => {
    expect(resolveApiUrl({}, { hostname: 'localhost', protocol: 'http:' })).toBe(
      'http://localhost:4000',
    );
    expect(resolveApiUrl(null, { hostname: '127.0.0.1', protocol: 'http:' })).toBe(
      'http://localhost:4000',
    );
  });

  it('chooses api.<site host> by the page host elsewhere', () => {
    expect(resolveApiUrl({}, { hostname: 'www.bizbridge.club', protocol: 'https:' })).toBe(
      'https://api.bizbridge.club',
    );
    expect(resolveApiUrl({}, { hostname: 'staging.bizbridge.club', protocol: 'https:' })).toBe(
      'https://api.staging.bizbridge.club',
    );
  });

  it('refuses a config.json without the four remotes', () => {
    const result = runtimeConfigSchema.safeParse({
      remotes: { marketing: 'https://cdn.example.org/m/mf-manifest.json' },
    });
    expect(result.success).toBe(false);
  });
});
