import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, type FakeAnswer } from '@club/test-fixtures/fake-api';
import AdminNewsletterPage from './admin-newsletter-page';

function renderPage(answer: FakeAnswer | (() => FakeAnswer)) {
  const requests = fakeApi(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/newsletter']}>
        <AdminNewsletterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe('the newsletter page', () => {
  it('shows the three counts in Indian grouping', async () => {
    renderPage({ status: 200, data: { confirmed: 123456, pending: 7, unsubscribed: 0 } });
    const confirmed = await screen.findByTestId('count-confirmed');
    expect(await within(confirmed).findByText('1,23,456')).toBeVisible();
    expect(screen.getByTestId('count-pending')).toHaveTextContent('7');
    expect(screen.getByTestId('count-unsubscribed')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Export confirmed (CSV)' })).toBeEnabled();
  });

  it('offers no export while nobody has confirmed', async () => {
    renderPage({ status: 200, data: { confirmed: 0, pending: 2, unsubscribed: 1 } });
    expect(await screen.findByText(/Nobody has confirmed yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export confirmed (CSV)' })).toBeDisabled();
  });

  it('says when the counts cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail
        ? { status: 500, data: { error: { code: 'INTERNAL', message: 'Down' } } }
        : { status: 200, data: { confirmed: 1, pending: 0, unsubscribed: 0 } },
    );
    expect(await screen.findByText('The subscriber counts could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('count-confirmed')).toHaveTextContent('1');
  });
});
