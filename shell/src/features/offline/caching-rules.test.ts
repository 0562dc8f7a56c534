import { cachingRule, hashedFilesAmong } from './caching-rules';

const SITE = 'https://club.example';
const REMOTE = 'https://marketing.club.example';
const API = 'https://api.club.example';

const get = (url: string, mode = 'cors') => cachingRule({ url, method: 'GET', mode }, SITE);

describe('what the service worker does with a request', () => {
  it('keeps hashed build files, the shell’s and a remote’s, whatever the loader’s mode', () => {
    expect(get(`${SITE}/static/js/index.93adb75f3a.js`, 'no-cors')).toBe('hashed');
    expect(get(`${SITE}/static/css/async/boot-app.c71b4fb2d5.css`)).toBe('hashed');
    expect(get(`${SITE}/static/font/plus-jakarta-sans-latin-wght-normal.be6419ffe3.woff2`)).toBe(
      'hashed',
    );
    expect(get(`${REMOTE}/static/js/async/__federation_expose_AboutPage.06ed3bfa4a.js`)).toBe(
      'hashed',
    );
  });

  it('asks the network first for what says which build of each remote runs', () => {
    expect(get(`${SITE}/config.json`)).toBe('release');
    expect(get(`${REMOTE}/mf-manifest.json`)).toBe('release');
    expect(get(`${REMOTE}/remoteEntry.js`, 'no-cors')).toBe('release');
    expect(get(`${REMOTE}/route-manifest.json`)).toBe('release');
    // Its pages' titles in a language come with the release too.
    expect(get(`${REMOTE}/route-meta.hi.json`)).toBe('release');
  });

  it('asks the network first for the site’s pages', () => {
    expect(get(`${SITE}/my-account`, 'navigate')).toBe('page');
    expect(get(`${SITE}/`, 'navigate')).toBe('page');
  });

  it('never touches the API, on its own origin or behind the site’s', () => {
    expect(get(`${API}/auth/refresh`)).toBe('none');
    expect(get(`${API}/members/me`)).toBe('none');
    expect(get(`${SITE}/api/privacy/exports/secret-token`, 'navigate')).toBe('none');
    expect(get(`${SITE}/api/static/js/index.93adb75f3a.js`)).toBe('none');
  });

  it('leaves alone what is not a plain read of a build file', () => {
    expect(cachingRule({ url: `${SITE}/config.json`, method: 'POST', mode: 'cors' }, SITE)).toBe(
      'none',
    );
    expect(get(`${SITE}/static/js/index.js`)).toBe('none');
    expect(get(`${SITE}/static/js/index.93adb75f3a.js?v=2`)).toBe('none');
    expect(get(`${SITE}/favicon.svg`)).toBe('none');
    expect(get(`${REMOTE}/about`, 'navigate')).toBe('none');
    expect(get(`${SITE}/mf-manifest.json`)).toBe('none');
  });
});

describe('the files a page hands its service worker once it is active', () => {
  it('are the hashed build files of the shell and the remotes, each once', () => {
    const loaded = [
      `${SITE}/static/js/index.93adb75f3a.js`,
      `${SITE}/static/js/async/data-libraries.2a6f8e01a2.js`,
      `${SITE}/static/js/async/data-libraries.2a6f8e01a2.js`,
      `${REMOTE}/static/js/async/__federation_expose_AboutPage.b71aec9db2.js`,
      `${REMOTE}/static/css/async/__federation_expose_AboutPage.e0ab047fd3.css`,
    ];
    expect(hashedFilesAmong(loaded, SITE)).toEqual([
      `${SITE}/static/js/index.93adb75f3a.js`,
      `${SITE}/static/js/async/data-libraries.2a6f8e01a2.js`,
      `${REMOTE}/static/js/async/__federation_expose_AboutPage.b71aec9db2.js`,
      `${REMOTE}/static/css/async/__federation_expose_AboutPage.e0ab047fd3.css`,
    ]);
  });

  it('leave out what must come from the network, and anything that is not an address', () => {
    const loaded = [
      `${API}/me`,
      `${SITE}/config.json`,
      `${REMOTE}/mf-manifest.json`,
      `${REMOTE}/remoteEntry.js`,
      `${SITE}/my-account`,
      `${SITE}/static/js/async/chunk.93adb75f3a.js?v=2`,
      'not an address',
      42,
    ];
    expect(hashedFilesAmong(loaded, SITE)).toEqual([]);
  });
});
