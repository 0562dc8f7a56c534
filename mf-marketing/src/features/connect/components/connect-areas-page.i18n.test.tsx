import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from '../i18n';
import ProducersPage from '../producers-page';
import ProvidersPage from '../providers-page';

afterEach(() => {
  activateLocale('en');
});

describe('Producers and Providers pages in Hindi and Gujarati', () => {
  it('shows the Producers banner and tiles in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProducersPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'उत्पादक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^परिधान और एक्सेसरीज़/ })).toBeInTheDocument();
  });

  it('shows the Providers banner in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProvidersPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'સેવા પ્રદાતાઓ' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'સોળ સેવાઓ જેની દરેક ઉત્પાદકને જરૂર પડે છે' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ઉત્પાદકો જુઓ' })).toBeInTheDocument();
  });

  it("shows a Producers area's overview and feature cards in Hindi", async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProducersPage />
        </MemoryRouter>,
      );
    });
    fireEvent.click(screen.getByRole('button', { name: /^विशेष रसायन/ }));
    const dialog = screen.getByRole('dialog', { name: 'विशेष रसायन' });
    expect(await within(dialog).findByText(/^गुजरात का गोल्डन कॉरिडोर/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { level: 4, name: 'पर्यावरण अनुपालन' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'अपशिष्ट-जल उपचार, सॉल्वेंट रिकवरी और प्रदूषण-नियंत्रण अनुमोदनों के लिए पार्टनर।',
      ),
    ).toBeInTheDocument();
  });

  it("shows a Providers area's overview and feature cards in Gujarati", async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProvidersPage />
        </MemoryRouter>,
      );
    });
    fireEvent.click(screen.getByRole('button', { name: /^આઇટી સોલ્યુશન્સ/ }));
    const dialog = screen.getByRole('dialog', { name: 'આઇટી સોલ્યુશન્સ' });
    expect(await within(dialog).findByText(/^ડિજિટલ સાધનો નાના ઉત્પાદકોને/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['ઈઆરપી અને ઇન્વેન્ટરી', 'શૉપ-ફ્લોર મૉનિટરિંગ', 'સાયબર સુરક્ષા', 'ક્લાઉડ અને સપોર્ટ']);
  });
});
