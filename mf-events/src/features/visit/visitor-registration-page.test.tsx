import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  VISITOR_MESSAGES,
  type VisitorInvitationView,
  type VisitorTicket,
} from '@club/contract/visitors';
import {
  answer,
  answerError,
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import { VISITOR_MEETING } from '@club/test-fixtures/visitor-fixture';
import VisitorRegistrationPage from './visitor-registration-page';

const api = setUpFakeApi();
const TOKEN = 'a'.repeat(43);

const MEETING: VisitorInvitationView['meeting'] = VISITOR_MEETING;

const INVITATION: VisitorInvitationView = {
  name: 'Meera Desai',
  email: 'meera@desaiprints.example',
  mobile: '9812345678',
  businessName: 'Desai Prints',
  invitedBy: 'Asha Patel',
  meeting: MEETING,
};

function renderPage(hash: string) {
  window.location.hash = hash;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VisitorRegistrationPage />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const registerButton = () => screen.queryByRole('button', { name: 'Register for the meeting' });

afterEach(() => {
  window.location.hash = '';
});

describe('the visitor registration page', () => {
  it('asks for the link from the e-mail when the page is opened without one', async () => {
    const sent = recordRequests(api);
    renderPage('');
    expect(await screen.findByText('Open the link from your invitation')).toBeVisible();
    expect(registerButton()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('says a bad link is not valid, sending its token in the body only, and shows no form', async () => {
    api.use(
      answerError('post', '/visitor-invitations/open', 404, VISITOR_MESSAGES.invitationNotFound),
    );
    const sent = recordRequests(api);
    renderPage(`#invitation=${TOKEN}`);
    expect(await screen.findByText(VISITOR_MESSAGES.invitationNotFound)).toBeVisible();
    expect(registerButton()).toBeNull();
    expect(sent).toEqual([
      { method: 'POST', path: '/visitor-invitations/open', body: { token: TOKEN } },
    ]);
  });

  it('tells the guest an invitation was withdrawn, and shows no form', async () => {
    api.use(
      answerError('post', '/visitor-invitations/open', 410, VISITOR_MESSAGES.invitationWithdrawn),
    );
    renderPage(`#invitation=${TOKEN}`);
    expect(await screen.findByText('This invitation can no longer be used')).toBeVisible();
    expect(screen.getByText(VISITOR_MESSAGES.invitationWithdrawn)).toBeVisible();
    expect(registerButton()).toBeNull();
  });

  it("checks each field with the contract's messages, keeps what was typed when the API refuses, then shows the ticket", async () => {
    let refuse = true;
    api.use(
      answer('post', '/visitor-invitations/open', INVITATION),
      http.post(apiUrl('/visitor-invitations/register'), () =>
        refuse
          ? HttpResponse.json(
              { error: { code: 'CONFLICT', message: VISITOR_MESSAGES.alreadyInvited } },
              { status: 409 },
            )
          : HttpResponse.json({
              name: 'Meera Desai',
              code: 'ABCD-EFGH',
              qrText: 'BIZBRIDGE-TICKET:ABCDEFGH',
              meeting: MEETING,
              emailsConsent: true,
            } satisfies VisitorTicket),
      ),
    );
    const sent = recordRequests(api);
    const { user } = renderPage(`#invitation=${TOKEN}`);
    expect(await screen.findByText('Asha Patel')).toBeVisible();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Meera Desai');

    await user.clear(screen.getByLabelText(/^Your name/));
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '12345');
    await user.click(screen.getByRole('button', { name: 'Register for the meeting' }));
    expect(await screen.findByText(VISITOR_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(VISITOR_MESSAGES.mobileFormat)).toBeVisible();
    expect(screen.getByText(VISITOR_MESSAGES.noticeRequired)).toBeVisible();
    expect(sent.filter((request) => request.path.endsWith('/register'))).toEqual([]);

    await user.type(screen.getByLabelText(/^Your name/), 'Meera R. Desai');
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await user.click(screen.getByLabelText(/^I have read the privacy notice/));
    await user.click(screen.getByLabelText(/^E-mail me a reminder/));
    await user.click(screen.getByRole('button', { name: 'Register for the meeting' }));
    expect(await screen.findByText(VISITOR_MESSAGES.alreadyInvited)).toBeVisible();
    expect(sent.find((request) => request.path.endsWith('/register'))?.body).toEqual({
      token: TOKEN,
      name: 'Meera R. Desai',
      email: 'meera@desaiprints.example',
      mobile: '9876543210',
      businessName: 'Desai Prints',
      emailsConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Meera R. Desai');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('9876543210');
    expect(screen.getByLabelText(/^I have read the privacy notice/)).toBeChecked();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Register for the meeting' }));
    expect(await screen.findByText('You are registered, Meera Desai')).toBeVisible();
    expect(screen.getByTestId('visitor-ticket-code')).toHaveTextContent('ABCD-EFGH');
  });
});
