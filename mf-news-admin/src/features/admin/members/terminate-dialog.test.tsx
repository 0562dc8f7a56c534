import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TERMINATION_GROUNDS } from '@club/contract/admin-members';
import { answer, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { TerminateDialog, terminationReason } from './terminate-dialog';

const MEMBERSHIP_ID = '00000000-0000-4000-8000-000000000001';
const TERMINATE_PATH = `/admin/memberships/${MEMBERSHIP_ID}/terminate`;
const api = setUpFakeApi();

function openDialog() {
  const onTerminated = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TerminateDialog
        open
        onClose={onClose}
        membershipId={MEMBERSHIP_ID}
        companyName="Periyar Spices Co"
        planName="Providers"
        onTerminated={onTerminated}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Terminate membership' });
  return { dialog, onTerminated, onClose, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('terminating a membership', () => {
  it("offers the Cancellation Policy's grounds and sends the ground with the details", async () => {
    api.use(
      answer('post', TERMINATE_PATH, {
        id: MEMBERSHIP_ID,
        state: 'terminated',
        terminatedAt: '2026-11-27T10:00:00.000Z',
        terminationReason: 'x',
      }),
    );
    const requests = recordRequests(api);
    const { dialog, onTerminated, user } = openDialog();
    const ground = within(dialog).getByLabelText(/Ground/);
    expect(
      within(ground)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a ground', ...TERMINATION_GROUNDS, 'Other (describe below)']);

    // Nothing is sent without a ground.
    await user.click(within(dialog).getByRole('button', { name: 'Terminate membership' }));
    expect(await within(dialog).findByText('Choose the ground for the termination')).toBeVisible();
    expect(requests).toHaveLength(0);

    await user.selectOptions(ground, TERMINATION_GROUNDS[0]);
    await user.type(within(dialog).getByLabelText(/Details/), 'Three reminders unanswered');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate membership' }));
    await waitFor(() => expect(onTerminated).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: TERMINATE_PATH,
        body: { reason: `${TERMINATION_GROUNDS[0]}: Three reminders unanswered` },
      },
    ]);
  });

  it('asks for details when the ground is "Other"', async () => {
    api.use(answer('post', TERMINATE_PATH, {}, 500));
    const requests = recordRequests(api);
    const { dialog, user } = openDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Ground/), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate membership' }));
    expect(await within(dialog).findByText('Give the reason for the termination')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('builds the reason from the ground and the details', () => {
    expect(terminationReason('other', '  Fraud  ')).toBe('Fraud');
    expect(terminationReason(TERMINATION_GROUNDS[2], '')).toBe(TERMINATION_GROUNDS[2]);
  });
});
