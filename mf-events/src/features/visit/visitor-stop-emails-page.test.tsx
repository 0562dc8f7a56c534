import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISITOR_MESSAGES } from '@club/contract/visitors';
import { answer, answerError, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import VisitorStopEmailsPage from './visitor-stop-emails-page';

const api = setUpFakeApi();
const TOKEN = '9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.c2lnbmVkLWJ5LXRoZS1hcGktZm9yLXRoaXMtdmlzaXRvcg';

function renderPage(hash: string) {
  window.location.hash = hash;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VisitorStopEmailsPage />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  window.location.hash = '';
});

describe("the page that stops a visitor's meeting e-mails", () => {
  it('changes nothing on opening, and stops the e-mails with one press (a POST with the token)', async () => {
    api.use(
      answer('post', '/visitor-invitations/emails-consent/withdraw', {
        message: VISITOR_MESSAGES.emailsWithdrawn,
        withdrawnAt: '2026-12-03T04:00:00.000Z',
      }),
    );
    const sent = recordRequests(api);
    const { user } = renderPage(`#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Stop these e-mails' });
    expect(sent).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(VISITOR_MESSAGES.emailsWithdrawn)).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/visitor-invitations/emails-consent/withdraw',
        body: { token: TOKEN },
      },
    ]);
  });

  it('says a link the API does not know is not valid, and asks for the link without one', async () => {
    api.use(
      answerError(
        'post',
        '/visitor-invitations/emails-consent/withdraw',
        404,
        VISITOR_MESSAGES.emailsLinkInvalid,
      ),
    );
    const { user } = renderPage(`#token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(VISITOR_MESSAGES.emailsLinkInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });

  it('asks for the link from the e-mail when opened without one', async () => {
    renderPage('');
    expect(await screen.findByText('Open the link from your e-mail')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });
});
