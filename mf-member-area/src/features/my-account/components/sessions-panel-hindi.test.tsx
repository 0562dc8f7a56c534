import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { catalogues } from '../i18n';
import { SessionsPanel } from './sessions-panel';

const server = setUpFakeApi();

const DEVICES = [
  {
    id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
    browser: 'Chrome 131',
    os: 'Windows 10',
    deviceType: 'desktop',
    ipAddress: '203.0.113.7',
    signedInAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-21T08:30:00.000Z',
    current: true,
  },
  {
    id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
    browser: null,
    os: null,
    deviceType: null,
    ipAddress: null,
    signedInAt: '2026-11-19T06:00:00.000Z',
    lastUsedAt: '2026-11-19T07:15:00.000Z',
    current: false,
  },
];

afterEach(() => activateLocale('en'));

describe('Signed-in devices in Hindi', () => {
  it('says everything in Hindi, with the devices and dates as they are', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    server.use(answer('get', '/me/sessions', { items: DEVICES }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <SessionsPanel />
        </QueryClientProvider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'साइन-इन किए गए डिवाइस' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'साइन-इन किए गए डिवाइस' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Windows 10 पर Chrome 131यह डिवाइस');
    expect(rows[1]).toHaveTextContent('अज्ञात डिवाइस');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'अज्ञात डिवाइस को साइन आउट करें' }),
    ).toHaveTextContent('साइन आउट करें');
    expect(screen.getByRole('button', { name: 'बाकी सभी जगह से साइन आउट करें' })).toBeVisible();
  });
});
