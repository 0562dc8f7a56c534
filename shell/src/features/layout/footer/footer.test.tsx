import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from '@/i18n';
import { Footer } from './footer';

// Hovering or focusing a link preloads its page's remote; no remote is served here.
vi.mock('@/lib/preload-route', () => ({ preloadRoute: () => undefined }));

async function renderFooter() {
  await act(async () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
  });
}

describe('Footer', () => {
  afterEach(() => activateLocale('en'));

  it('reads in English by default', async () => {
    await renderFooter();
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByText('India office')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'BizBridge Club on LinkedIn (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} BizBridge Club. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('reads in Gujarati on a Gujarati page, names and addresses unchanged', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await renderFooter();
    expect(screen.getByRole('heading', { name: 'જાણો' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'નીતિઓ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ગોપનીયતા નીતિ' })).toBeInTheDocument();
    expect(screen.getByText('ભારત કાર્યાલય')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'LinkedIn પર BizBridge Club (નવા ટૅબમાં ખૂલે છે)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} BizBridge Club. સર્વાધિકાર સુરક્ષિત.`),
    ).toBeInTheDocument();
  });
});
