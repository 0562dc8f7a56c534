import {
  DEFAULT_COMPASS_URL,
  parseRuntimeConfig,
  resolveApiUrl,
  runtimeConfigSchema,
} from '@club/platform/config/runtime-config';

const remotes = {
  marketing: 'https://cdn.example.org/m/mf-manifest.json',
  onboarding: 'https://cdn.example.org/o/mf-manifest.json',
  member_area: 'https://cdn.example.org/a/mf-manifest.json',
  news_admin: 'https://cdn.example.org/n/mf-manifest.json',
  events: 'https://cdn.example.org/n/mf-manifest.json',
};

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

  it('refuses a config.json without every remote', () => {
    const result = runtimeConfigSchema.safeParse({
      remotes: { marketing: 'https://cdn.example.org/m/mf-manifest.json' },
    });
    expect(result.success).toBe(false);
  });

  it('reads config.json: the remotes, an optional API address, My Compass by default', () => {
    expect(parseRuntimeConfig({ remotes })).toEqual({ compassUrl: DEFAULT_COMPASS_URL, remotes });
    expect(
      parseRuntimeConfig({
        apiUrl: 'https://api.example.org',
        compassUrl: 'https://compass.example.org',
        remotes: { ...remotes, extra: 'https://x.example.org/mf-manifest.json' },
      }),
    ).toEqual({
      apiUrl: 'https://api.example.org',
      compassUrl: 'https://compass.example.org',
      remotes,
    });
  });

  it('names the first wrong field of a config.json it refuses', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('config.json must be an object');
    expect(() => parseRuntimeConfig({ apiUrl: 'api', remotes })).toThrow('apiUrl must be a URL');
    expect(() => parseRuntimeConfig({ compassUrl: 'javascript:alert(1)', remotes })).toThrow(
      'compassUrl must be a URL',
    );
    expect(() => parseRuntimeConfig({ remotes: { ...remotes, news_admin: 42 } })).toThrow(
      'remotes.news_admin must be a URL',
    );
    expect(runtimeConfigSchema.safeParse({ remotes }).success).toBe(true);
  });
});
