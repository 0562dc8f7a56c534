import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { VISITOR_MESSAGES, type VisitorInvitation } from '@club/contract/visitors';
import {
  answer,
  answerError,
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import { makeVisitorInvitation, VISITOR_MEETING } from '@club/test-fixtures/visitor-fixture';
import MyInvitationsPage from './my-invitations-page';

const api = setUpFakeApi();
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

function invitation(id: string, name: string, more: Partial<VisitorInvitation> = {}) {
  return makeVisitorInvitation({
    id,
    name,
    meeting: { ...VISITOR_MEETING, startsAt: NEXT_WEEK, endsAt: NEXT_WEEK },
    ...more,
  });
}

const MEERA = '9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const RAVI = '8b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyInvitationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('withdrawing an invitation on My Invitations', () => {
  it('asks first, then withdraws and shows it withdrawn; a registered guest has no button', async () => {
    let withdrawn = false;
    api.use(
      answer('get', '/me/meetings', { chapter: null, items: [] }),
      http.get(apiUrl('/me/visitor-invitations'), () =>
        HttpResponse.json({
          items: [
            invitation(MEERA, 'Meera Desai', withdrawn ? { withdrawnAt: NEXT_WEEK } : {}),
            invitation(RAVI, 'Ravi Kulkarni', {
              stage: 'registered',
              registeredAt: '2026-11-30T03:00:00.000Z',
            }),
          ],
        }),
      ),
      http.post(apiUrl(`/visitor-invitations/${MEERA}/withdraw`), () => {
        withdrawn = true;
        return HttpResponse.json(invitation(MEERA, 'Meera Desai', { withdrawnAt: NEXT_WEEK }));
      }),
    );
    const sent = recordRequests(api);
    const { user } = renderPage();
    expect(
      within(await card('Ravi Kulkarni')).queryByRole('button', { name: /Withdraw/ }),
    ).toBeNull();

    const meera = await card('Meera Desai');
    await user.click(
      within(meera).getByRole('button', { name: 'Withdraw the invitation to Meera Desai' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your invitation to Meera Desai?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(
      within(meera).getByRole('button', { name: 'Withdraw the invitation to Meera Desai' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await within(await card('Meera Desai')).findByText('Withdrawn')).toBeVisible();
    expect(
      within(await card('Meera Desai')).queryByRole('button', { name: /Withdraw/ }),
    ).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/visitor-invitations/${MEERA}/withdraw`, body: undefined },
    ]);
  });

  it("shows the API's reason when the guest registered in the meantime", async () => {
    api.use(
      answer('get', '/me/meetings', { chapter: null, items: [] }),
      http.get(apiUrl('/me/visitor-invitations'), () =>
        HttpResponse.json({ items: [invitation(MEERA, 'Meera Desai')] }),
      ),
      answerError(
        'post',
        `/visitor-invitations/${MEERA}/withdraw`,
        409,
        VISITOR_MESSAGES.cannotWithdrawRegistered,
        'CONFLICT',
      ),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to Meera Desai' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(VISITOR_MESSAGES.cannotWithdrawRegistered)).toBeVisible();
  });
});
