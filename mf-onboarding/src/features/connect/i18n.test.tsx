import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CurrencyConverter } from './components/currency-converter';
import { MembershipIntro } from './components/membership-intro';
import { PlanPicker } from './components/plan-picker';
import { RegistrationForm } from './components/registration-form';
import { catalogues } from './i18n';

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    compassUrl: 'https://compass.example',
    remotes: {
      marketing: 'http://a.test',
      onboarding: 'http://a.test',
      member_area: 'http://a.test',
      news_admin: 'http://a.test',
      events: 'http://a.test',
    },
  });
  setHttpTransport(async (): Promise<HttpResponse> => ({
    data: {},
    status: 404,
    headers: new Headers(),
  }));
});

afterEach(() => {
  activateLocale('en');
});

describe('the membership page in Hindi and Gujarati', () => {
  it('draws the banner and the benefits in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(<MembershipIntro />);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सदस्य बनें');
    expect(screen.getByText('सदस्य क्यों जुड़ते हैं')).toBeInTheDocument();
    expect(screen.getByText('राजस्व बढ़ाएँ')).toBeInTheDocument();
  });

  it('draws the plan picker in Gujarati, GST kept', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(<PlanPicker open planInProgress={null} onSelect={vi.fn()} onCancel={vi.fn()} />);
    });
    expect(screen.getByText('આપનું સભ્યપદ પસંદ કરો')).toBeInTheDocument();
    expect(screen.getByText(/18% GST/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /પસંદ કરો અને ચૂકવો/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'નોંધણી રદ કરો' })).toBeInTheDocument();
  });

  it('labels the registration form in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <RegistrationForm onRegistered={vi.fn()} onFailed={vi.fn()} />
        </QueryClientProvider>,
      );
    });
    expect(screen.getByLabelText(/^आपका नाम/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^GST नंबर/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पंजीकरण करें' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'गोपनीयता सूचना' });
    expect(within(notice).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    fireEvent.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    expect(await screen.findByText('कृपया एक राज्य चुनें')).toBeInTheDocument();
  });

  it('converts in Hindi, amounts and codes as they are', async () => {
    setHttpTransport(async (): Promise<HttpResponse> => ({
      data: { base: 'USD', rates: { INR: 84.42 }, source: 'live', date: '2026-11-20' },
      status: 200,
      headers: new Headers(),
    }));
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(<CurrencyConverter open onClose={vi.fn()} />);
    });
    expect(screen.getByRole('button', { name: 'मुद्राएँ आपस में बदलें' })).toBeInTheDocument();
    expect(screen.getByLabelText('राशि')).toHaveValue('1');
    expect(await screen.findByText(/की लाइव दर/, undefined, { timeout: 3000 })).toHaveTextContent(
      /^1 USD = 84\.42 INR · .* की लाइव दर$/,
    );
  });
});
