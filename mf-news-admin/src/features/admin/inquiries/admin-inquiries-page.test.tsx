import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AdminInquiry } from '@club/contract/inquiries';
import {
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import AdminInquiriesPage from './admin-inquiries-page';

const api = setUpFakeApi();

/** An answer with the API's error body, for a list that fails to load. */
const down = () =>
  HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 });

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
    replies: [],
    ...values,
  };
}

/**
 * The list answers `list()` and the replies' settings name the club's inbox;
 * the inquiry's own endpoints are added by each test.
 */
function renderPage(
  list: () => Response,
  path = '/admin/inquiries',
): { requests: SentRequest[]; user: ReturnType<typeof userEvent.setup> } {
  api.use(
    http.get(apiUrl('/admin/inquiries'), list),
    http.get(apiUrl('/admin/inquiries/reply-settings'), () =>
      HttpResponse.json({ clubInbox: 'hello@club.example' }),
    ),
  );
  const requests = recordRequests(api);
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

describe('the inquiries page', () => {
  it('lists inquiries with their status and replies, and passes the filters of the address', async () => {
    const replied = inquiry({
      status: 'answered',
      replies: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          text: 'Welcome!',
          sentBy: 'Meera Shah',
          sentAt: '2026-11-20T11:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          text: 'Brochure.',
          sentBy: 'Club Admin',
          sentAt: '2026-11-21T06:30:00.000Z',
        },
      ],
    });
    const { requests } = renderPage(
      () => HttpResponse.json({ items: [replied], nextCursor: null }),
      '/admin/inquiries?status=new&kind=contact',
    );
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Kavya Menon');
    expect(row).toHaveTextContent('Contact Us: Joining the club');
    expect(row).toHaveTextContent('2 replies, last by Club Admin on');
    // Replies are written here, not in a mail program.
    expect(within(row as HTMLElement).queryByRole('link')).toBeNull();
    expect(requests[0]?.query).toEqual({ limit: '20', status: 'new', kind: 'contact' });
    expect(screen.getByLabelText('Status')).toHaveValue('new');
  });

  it('says when nothing matches the filters, and offers Retry when the list fails', async () => {
    let fail = true;
    const { user } = renderPage(
      () => (fail ? down() : HttpResponse.json({ items: [], nextCursor: null })),
      '/admin/inquiries?status=closed',
    );
    expect(await screen.findByText('The inquiries could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No inquiries match these filters.')).toBeVisible();
  });

  it('saves a new status and notes, then refreshes the list', async () => {
    let saved = false;
    api.use(
      http.patch(apiUrl('/admin/inquiries/:id'), () => {
        saved = true;
        return HttpResponse.json(inquiry({ status: 'answered', notes: 'Called back.' }));
      }),
    );
    const { requests, user } = renderPage(() => {
      const item = saved
        ? inquiry({ status: 'answered', notes: 'Called back.' })
        : inquiry({ category: 'producers' });
      return HttpResponse.json({ items: [item], nextCursor: null });
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
      path: '/admin/inquiries/00000000-0000-4000-8000-000000000001',
      body: { status: 'answered', notes: 'Called back.' },
    });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Note: Called back.'));
  });

  it('sends a reply from the dialog, shows it in the thread and says where answers go', async () => {
    let replied = false;
    const reply = {
      id: '00000000-0000-4000-8000-0000000000a1',
      text: 'Thank you, the brochure follows.',
      sentBy: 'Club Admin',
      sentAt: '2026-11-20T11:00:00.000Z',
    };
    api.use(
      http.post(apiUrl('/admin/inquiries/:id/replies'), () => {
        replied = true;
        return HttpResponse.json(inquiry({ status: 'answered', replies: [reply] }));
      }),
    );
    const { requests, user } = renderPage(() => {
      const item = replied ? inquiry({ status: 'answered', replies: [reply] }) : inquiry();
      return HttpResponse.json({ items: [item], nextCursor: null });
    });
    await user.click(
      await screen.findByRole('button', { name: 'Open the inquiry from Kavya Menon' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inquiry from Kavya Menon' });
    expect(within(dialog).getByText('No reply has been sent yet.')).toBeVisible();
    const box = within(dialog).getByLabelText('Reply to Kavya Menon');
    expect(box).toHaveAccessibleDescription(/Their answer goes to hello@club\.example/);

    // An empty reply is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please write your reply')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(box, '  Thank you, the brochure follows.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(
      await within(dialog).findByText('Your reply is on its way to kavya@example.in.'),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/admin/inquiries/00000000-0000-4000-8000-000000000001/replies',
      body: { text: 'Thank you, the brochure follows.' },
    });
    // The thread shows it with its author; the status follows the answered inquiry.
    expect(within(dialog).getByText('Thank you, the brochure follows.')).toBeVisible();
    expect(within(dialog).getByText(/^Club Admin/)).toBeVisible();
    expect(box).toHaveValue('');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('answered');
    await waitFor(() =>
      expect(screen.getByRole('table')).toHaveTextContent('1 reply, last by Club Admin'),
    );
  });
});
