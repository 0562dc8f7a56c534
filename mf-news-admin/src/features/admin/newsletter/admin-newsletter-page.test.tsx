import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { answer, apiUrl, http, HttpResponse, setUpFakeApi } from '@club/test-fixtures/msw-api';
import AdminNewsletterPage from './admin-newsletter-page';

const api = setUpFakeApi();
const SUMMARY = '/admin/newsletter/summary';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/newsletter']}>
        <AdminNewsletterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the newsletter page', () => {
  it('shows the three counts in Indian grouping', async () => {
    api.use(answer('get', SUMMARY, { confirmed: 123456, pending: 7, unsubscribed: 0 }));
    renderPage();
    const confirmed = await screen.findByTestId('count-confirmed');
    expect(await within(confirmed).findByText('1,23,456')).toBeVisible();
    expect(screen.getByTestId('count-pending')).toHaveTextContent('7');
    expect(screen.getByTestId('count-unsubscribed')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Export confirmed (CSV)' })).toBeEnabled();
  });

  it('offers no export while nobody has confirmed', async () => {
    api.use(answer('get', SUMMARY, { confirmed: 0, pending: 2, unsubscribed: 1 }));
    renderPage();
    expect(await screen.findByText(/Nobody has confirmed yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export confirmed (CSV)' })).toBeDisabled();
  });

  it('says when the counts cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    api.use(
      http.get(apiUrl(SUMMARY), () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 })
          : HttpResponse.json({ confirmed: 1, pending: 0, unsubscribed: 0 }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The subscriber counts could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('count-confirmed')).toHaveTextContent('1');
  });
});
