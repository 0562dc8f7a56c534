import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AdminInquiry } from '@club/contract/inquiries';
import { fakeApi, type FakeAnswer, type RecordedRequest } from '@club/test-fixtures/fake-api';
import { replyHref } from './api/inquiry-requests';
import AdminInquiriesPage from './admin-inquiries-page';

function inquiry(values: Partial<AdminInquiry> = {}): AdminInquiry {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'contact',
    status: 'new',
    name: 'Kavya Menon',
    email: 'kavya@example.in',
    phone: null,
    companyName: 'Menon Spices',
    category: null,
    subject: 'Joining the club',
    message: 'We export spices from Kochi.',
    page: '/contact-us',
    notes: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    closedAt: null,
    ...values,
  };
}

function renderPage(answer: (request: RecordedRequest) => FakeAnswer, path = '/admin/inquiries') {
  const requests = fakeApi(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminInquiriesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe('replyHref', () => {
  it('answers the sender with "Re: <subject>", or the form without a subject', () => {
    expect(replyHref(inquiry())).toBe(
      'mailto:kavya@example.in?subject=Re%3A%20Joining%20the%20club',
    );
    expect(replyHref(inquiry({ subject: null, kind: 'expert-help' }))).toBe(
      'mailto:kavya@example.in?subject=Re%3A%20Get%20Expert%20Help',
    );
  });
});

describe('the inquiries page', () => {
  it('lists inquiries with their status and a reply link, and passes the filters of the address', async () => {
    const { requests } = renderPage(
      () => ({ status: 200, data: { items: [inquiry()], nextCursor: null } }),
      '/admin/inquiries?status=new&kind=contact',
    );
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Kavya Menon');
    expect(row).toHaveTextContent('Contact Us: Joining the club');
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'Reply to Kavya Menon' }),
    ).toHaveAttribute('href', replyHref(inquiry()));
    expect(requests[0]?.params).toEqual({ limit: 20, status: 'new', kind: 'contact' });
    expect(screen.getByLabelText('Status')).toHaveValue('new');
  });

  it('says when nothing matches the filters, and offers Retry when the list fails', async () => {
    let fail = true;
    const { user } = renderPage(
      () =>
        fail
          ? { status: 500, data: { error: { code: 'INTERNAL', message: 'Down' } } }
          : { status: 200, data: { items: [], nextCursor: null } },
      '/admin/inquiries?status=closed',
    );
    expect(await screen.findByText('The inquiries could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No inquiries match these filters.')).toBeVisible();
  });

  it('saves a new status and notes, then refreshes the list', async () => {
    let saved = false;
    const { requests, user } = renderPage((request) => {
      if (request.method === 'PATCH') {
        saved = true;
        return { status: 200, data: inquiry({ status: 'answered', notes: 'Called back.' }) };
      }
      const item = saved
        ? inquiry({ status: 'answered', notes: 'Called back.' })
        : inquiry({ category: 'producers' });
      return { status: 200, data: { items: [item], nextCursor: null } };
    });
    await user.click(
      await screen.findByRole('button', { name: 'Open the inquiry from Kavya Menon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inquiry from Kavya Menon' });
    // The facts the sender gave, the category as the form named it; those not given are left out.
    expect(within(dialog).getByText('Category').nextElementSibling).toHaveTextContent(
      /^Producers$/,
    );
    expect(within(dialog).queryByText('Phone')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'answered');
    await user.type(within(dialog).getByLabelText(/Internal notes/), 'Called back.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The inquiry from Kavya Menon is answered.')).toBeVisible();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({
      url: '/admin/inquiries/00000000-0000-4000-8000-000000000001',
      body: { status: 'answered', notes: 'Called back.' },
    });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Note: Called back.'));
  });
});
