import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activateLocale,
  currentLocale,
  defineCatalogues,
  loadCatalogue,
  t,
  useMessages,
  withTags,
  type Catalogues,
} from '@club/ui/i18n';

const en = {
  'test.greeting': 'Welcome, {name}',
  'test.leads': '{count, plural, one {# lead} other {# leads}}',
};

function catalogues(
  hi: () => Promise<{ default: Record<string, string> }>,
): Catalogues<keyof typeof en> {
  return defineCatalogues<keyof typeof en>({
    en,
    hi,
    gu: () => Promise.resolve({ default: { 'test.greeting': 'સ્વાગત છે, {name}' } }),
  });
}

afterEach(() => activateLocale('en'));

describe('the i18n runtime', () => {
  it('speaks English at once, with placeholders and plurals', () => {
    catalogues(() => Promise.resolve({ default: {} }));
    expect(currentLocale()).toBe('en');
    expect(t('test.greeting', { name: 'Asha' })).toBe('Welcome, Asha');
    expect(t('test.leads', { count: 1 })).toBe('1 lead');
    expect(t('test.leads', { count: 3 })).toBe('3 leads');
  });

  it('renders a component once its language has arrived', async () => {
    let arrive: (messages: { default: Record<string, string> }) => void = () => {};
    const app = catalogues(() => new Promise((resolve) => (arrive = resolve)));
    activateLocale('hi');
    function Greeting() {
      const tr = useMessages(app);
      return <p>{tr('test.greeting', { name: 'आशा' })}</p>;
    }
    // Inside act: React retries a suspended render only within it in a test.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: { 'test.greeting': 'स्वागत है, {name}', 'test.leads': '{count} लीड' } });
    });
    expect(await screen.findByText('स्वागत है, आशा')).toBeInTheDocument();
  });

  it('falls back to English when a language cannot be fetched, and asks again next time', async () => {
    let calls = 0;
    const app = catalogues(() => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    });
    activateLocale('hi');
    await loadCatalogue(app as Catalogues, 'hi');
    expect(t('test.greeting', { name: 'Asha' })).toBe('Welcome, Asha');
    await loadCatalogue(app as Catalogues, 'hi');
    expect(calls).toBe(2);
  });

  it('draws the tagged parts of a message where the language puts them', () => {
    render(
      <p>
        {withTags('पढ़ें <link>हमारी शर्तें</link> ध्यान से', {
          link: (text) => <a href="/terms">{text}</a>,
        })}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'हमारी शर्तें' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/पढ़ें/)).toHaveTextContent('पढ़ें हमारी शर्तें ध्यान से');
  });
});
