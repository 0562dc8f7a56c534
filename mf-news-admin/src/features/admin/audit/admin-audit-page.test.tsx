import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AuditEntry } from '@club/contract/audit';
import { answer, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import AdminAuditPage from './admin-audit-page';

const api = setUpFakeApi();

const ENTRY: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  action: 'inquiry.update',
  actorEmail: 'admin@demo.club',
  subjectId: '00000000-0000-4000-8000-000000000002',
  subjectTitle: 'Contact Us from Kavya Menon',
  detail: 'Status: New → Answered',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderPage(path = '/admin/audit', items: AuditEntry[] = [ENTRY]) {
  api.use(answer('get', '/admin/audit', { items, nextCursor: null }));
  const requests = recordRequests(api);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminAuditPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe('the audit trail page', () => {
  it('shows when, who, a readable action, the subject and the detail of each entry', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'When',
      'Who',
      'What',
      'Subject',
      'Reason or detail',
    ]);
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'admin@demo.club',
      'Inquiry updated',
      'Contact Us from Kavya Menon',
      'Status: New → Answered',
    ]);
  });

  it("names a visitor invitation's withdrawal and a visitor's stopped e-mails, with who did each", async () => {
    const withdrawal: AuditEntry = {
      ...ENTRY,
      action: 'visitor.invitation-withdraw',
      actorEmail: 'asha@narmadavalves.example',
      subjectTitle: 'Invitation to Pune Central, 2026-12-14',
      detail: null,
    };
    const stopped: AuditEntry = {
      ...withdrawal,
      id: '00000000-0000-4000-8000-000000000003',
      action: 'visitor.emails-consent-withdraw',
      actorEmail: 'the visitor',
    };
    const { requests, user } = renderPage('/admin/audit', [stopped, withdrawal]);
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [, first, second] = within(table).getAllByRole('row');
    const texts = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent);
    expect(texts(first)).toEqual([
      'the visitor',
      "Visitor stopped the meeting's e-mails",
      'Invitation to Pune Central, 2026-12-14',
    ]);
    expect(texts(second)).toEqual([
      'asha@narmadavalves.example',
      'Visitor invitation withdrawn',
      'Invitation to Pune Central, 2026-12-14',
    ]);
    await user.selectOptions(screen.getByLabelText('Kind of action'), 'Visitors');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ limit: '20', about: 'visitor' }));
  });

  it('filters by the kind of the address, and by another kind at once', async () => {
    const { requests, user } = renderPage('/admin/audit?about=export');
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(requests.at(-1)?.query).toEqual({ limit: '20', about: 'export' });
    await user.selectOptions(screen.getByLabelText('Kind of action'), 'inquiry');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ limit: '20', about: 'inquiry' }));
  });

  it('filters by an admin e-mail once it is valid and applied', async () => {
    const { requests, user } = renderPage();
    await screen.findByRole('table', { name: 'Audit trail' });
    const email = screen.getByLabelText("Admin's e-mail");
    await user.type(email, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeVisible();
    expect(requests).toHaveLength(1);

    await user.type(email, '@Demo.club');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ limit: '20', actor: 'nobody@demo.club' }),
    );
  });
});
