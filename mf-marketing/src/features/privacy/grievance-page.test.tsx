import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GrievanceForm } from './components/grievance-form';
import GrievancePage from './grievance-page';
import { catalogues } from './i18n';

describe('the grievance page in Gujarati and Hindi', () => {
  afterEach(() => activateLocale('en'));

  async function renderForm(page = <GrievanceForm />) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>{page}</MemoryRouter>
        </QueryClientProvider>,
      );
    });
  }

  it('labels the form and its fields in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await renderForm();
    expect(screen.getByRole('form', { name: 'ફરિયાદ ફોર્મ' })).toBeVisible();
    expect(screen.getByLabelText(/^વિષય/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ફરિયાદ મોકલો' })).toBeVisible();
  });

  it('labels the form and its fields in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await renderForm();
    expect(screen.getByLabelText(/^आपकी शिकायत/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'शिकायत भेजें' })).toBeVisible();
  });

  it('gives the DPDP text in Hindi, with the law’s English name and a link to the policy', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await renderForm(<GrievancePage />);
    expect(screen.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible();
    expect(
      screen.getByText(/\(Digital Personal Data Protection Act, 2023\) के अंतर्गत/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
