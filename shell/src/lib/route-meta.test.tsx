import type { Locale } from '@club/contract/locales';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { render } from '@testing-library/react';
import { usableTranslatedMeta } from './translated-route-meta';

const route = (id: string, title: string, path = `/${id}`): ResolvedRoute => ({
  id: `marketing/${id}`,
  owner: 'marketing',
  path,
  module: './Page',
  access: 'public',
  meta: { title, description: `${title} in English` },
  props: {},
  footer: true,
});
const ABOUT = route('about', 'About Us');
const CONTACT = route('contact', 'Contact Us');

/**
 * A fresh copy of the module (its first-page rule and what it learned start over), on a
 * page in `locale`.
 */
async function freshRouteMeta(locale: Locale = 'en') {
  vi.resetModules();
  const { activateLocale } = await import('@club/ui/i18n');
  await activateLocale(locale);
  const module = await import('./route-meta');
  function Page({ shown }: { shown: ResolvedRoute }) {
    module.useRouteMeta(shown);
    return null;
  }
  return { ...module, Page };
}

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('page titles in the page’s language', () => {
  it('keeps the prerendered title of a first page in Hindi until the translation arrives, then uses it', async () => {
    document.title = 'हमारे बारे में | BizBridge Club';
    const { Page, learnTranslatedMeta } = await freshRouteMeta('hi');
    render(<Page shown={ABOUT} />);
    expect(document.title).toBe('हमारे बारे में | BizBridge Club');

    learnTranslatedMeta({
      'marketing/about': { title: 'हमारे बारे में', description: 'क्लब के बारे में' },
    });
    expect(document.title).toBe('हमारे बारे में | BizBridge Club');
    expect(description()).toBe('क्लब के बारे में');
  });

  it('titles a later page in English until its translation is known, and in the language after', async () => {
    const { Page, learnTranslatedMeta, learnDescriptions } = await freshRouteMeta('hi');
    const view = render(<Page shown={ABOUT} />);
    view.rerender(<Page shown={CONTACT} />);
    expect(document.title).toBe('Contact Us | BizBridge Club');

    learnTranslatedMeta({
      'marketing/contact': { title: 'संपर्क करें', description: 'हमसे संपर्क करें' },
    });
    expect(document.title).toBe('संपर्क करें | BizBridge Club');
    // An English description learned later does not replace the translated one.
    learnDescriptions({ 'marketing/contact': 'Contact us in English' });
    expect(description()).toBe('हमसे संपर्क करें');

    view.rerender(<Page shown={ABOUT} />);
    expect(document.title).toBe('About Us | BizBridge Club');
    view.rerender(<Page shown={CONTACT} />);
    expect(document.title).toBe('संपर्क करें | BizBridge Club');
  });

  it('sets an English first page’s title at once', async () => {
    document.title = 'Somewhere else';
    const { Page } = await freshRouteMeta();
    render(<Page shown={ABOUT} />);
    expect(document.title).toBe('About Us | BizBridge Club');
  });

  it('leaves a page with its own meta (a free parameter) to set it', async () => {
    const { Page, learnTranslatedMeta } = await freshRouteMeta('gu');
    const view = render(<Page shown={ABOUT} />);
    view.rerender(<Page shown={route('company', 'Company', '/company/:id')} />);
    document.title = 'Set by the page';
    learnTranslatedMeta({ 'marketing/company': { title: 'કંપની', description: 'કંપની વિશે' } });
    expect(document.title).toBe('Set by the page');
  });
});

describe('usableTranslatedMeta', () => {
  it('keeps only entries with a title and a description', () => {
    expect(
      usableTranslatedMeta({
        'marketing/about': { title: 'हमारे बारे में', description: '' },
        'marketing/contact': { title: '', description: 'x' },
        'marketing/location': { title: 'स्थान' },
        'marketing/home': 'होम',
      }),
    ).toEqual({ 'marketing/about': { title: 'हमारे बारे में', description: '' } });
    expect(usableTranslatedMeta(['x'])).toEqual({});
    expect(usableTranslatedMeta(null)).toEqual({});
  });
});
