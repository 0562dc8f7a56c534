import type { MembershipDetails } from '@club/contract/membership';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from './i18n';
import { MembershipNotice } from './membership-notice';

const server = setUpFakeApi();

const graceEndsAt = '2026-12-10T18:29:59.999Z';
const inGrace: MembershipDetails = {
  id: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de001',
  companyId: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de002',
  plan: { id: 2, name: 'Producers' },
  nextPlan: null,
  state: 'renewal_due',
  isActive: true,
  termStartsAt: '2025-11-28T18:30:00.000Z',
  termEndsAt: '2026-11-28T18:29:59.999Z',
  graceEndsAt,
  autoRenewal: true,
  nextCharge: null,
  renewal: null,
  canCancel: false,
  canResume: false,
  authorisationUrl: null,
  terminationReason: null,
  notice: { kind: 'grace', until: graceEndsAt },
};

afterEach(() => activateLocale('en'));

describe('the membership banner in Gujarati', () => {
  it('says the renewal payment failed, with the plan and the date as they are', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    server.use(answer('get', '/membership', { membership: inGrace }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <MembershipNotice />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    const banner = await screen.findByRole('complementary', { name: 'સભ્યપદ સૂચના' });
    expect(banner).toHaveTextContent('આપની રિન્યુઅલ ચુકવણી થઈ શકી નહીં.');
    expect(banner).toHaveTextContent('આપનું Producers સભ્યપદ 10 Dec 2026 સુધી સક્રિય રહેશે');
    expect(screen.getByRole('link', { name: 'હમણાં ચુકવણી કરો' })).toBeInTheDocument();
  });
});
