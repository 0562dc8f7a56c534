import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { VISITOR_MESSAGES, type VisitorInvitation } from '@club/contract/visitors';
import { makeVisitorInvitation, VISITOR_MEETING } from '@club/test-fixtures/visitor-fixture';
import { InviteForm } from './invite-form';

const MEETING_ID = VISITOR_MEETING.id;

/** The invitation the API makes of what the form posted. */
function invitation(body: Record<string, unknown>): VisitorInvitation {
  return makeVisitorInvitation({
    name: String(body.name),
    email: String(body.email),
    mobile: String(body.mobile),
    businessName: String(body.businessName),
  });
}

/** The API at the edge: every POST body, answered as the test says. */
function api(answer: (body: Record<string, unknown>) => [number, unknown]) {
  const posted: Record<string, unknown>[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    const body = (request.data ?? {}) as Record<string, unknown>;
    posted.push(body);
    const [status, data] = answer(body);
    const response: HttpResponse = { data, status, headers: new Headers() };
    return response;
  });
  return posted;
}

beforeEach(() => {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    compassUrl: 'https://compass.example',
    remotes: {
      marketing: 'http://a.test',
      onboarding: 'http://a.test',
      member_area: 'http://a.test',
      news_admin: 'http://a.test',
      events: 'http://a.test',
    },
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Guest's name/), 'Kiran Desai');
  await user.type(screen.getByLabelText(/^E-mail/), 'kiran@desai-textiles.in');
  await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
  await user.type(screen.getByLabelText(/^Business name/), 'Desai Textiles');
}

describe('InviteForm', () => {
  it('checks each field first, keeps what was typed when the API refuses, and clears it once sent', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const posted = api((body) =>
      refuse
        ? [409, { error: { code: 'CONFLICT', message: VISITOR_MESSAGES.alreadyInvited } }]
        : [201, invitation(body)],
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InviteForm
          meetings={[{ value: MEETING_ID, label: 'Pune Deccan · 3 Dec' }]}
          meetingId={MEETING_ID}
        />
      </QueryClientProvider>,
    );

    await user.type(screen.getByLabelText(/^Mobile/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(VISITOR_MESSAGES.mobileFormat)).toBeVisible();
    expect(screen.getByLabelText(/^Guest's name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Mobile/));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(VISITOR_MESSAGES.alreadyInvited)).toBeVisible();
    expect(posted[0]).toEqual({
      meetingId: MEETING_ID,
      name: 'Kiran Desai',
      email: 'kiran@desai-textiles.in',
      mobile: '9876543210',
      businessName: 'Desai Textiles',
    });
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Desai Textiles');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to kiran@desai-textiles.in/)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Guest's name/)).toHaveValue(''));
  });
});
