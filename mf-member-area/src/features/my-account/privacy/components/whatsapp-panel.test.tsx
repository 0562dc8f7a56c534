import { WHATSAPP_OPT_IN_WORDING, type WhatsAppOptIn } from '@club/contract/whatsapp';
import {
  answer,
  answerError,
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Feedback } from './feedback';
import { WhatsAppRow } from './whatsapp-panel';

const server = setUpFakeApi();

const OFF: WhatsAppOptIn = {
  optedIn: false,
  phone: '+919811000001',
  mobileVerified: true,
  wordingVersion: null,
  changedAt: null,
};

/** The row as the consents' list holds it, with the list's status line. */
function WhatsAppInList() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  return (
    <>
      <ul>
        <WhatsAppRow onFeedback={setFeedback} />
      </ul>
      <p role="status">{feedback?.text ?? ''}</p>
    </>
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <WhatsAppInList />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the WhatsApp opt-in', () => {
  it('is off by default, and turns on for the verified number under the wording shown', async () => {
    let standing = OFF;
    server.use(
      http.get(apiUrl('/me/whatsapp'), () => HttpResponse.json(standing)),
      http.put(apiUrl('/me/whatsapp'), async ({ request }) => {
        const body = (await request.json()) as { optedIn: boolean };
        standing = {
          ...standing,
          optedIn: body.optedIn,
          wordingVersion: WHATSAPP_OPT_IN_WORDING.version,
          changedAt: '2026-11-30T04:30:00.000Z',
        };
        return HttpResponse.json(standing);
      }),
    );
    const sent = recordRequests(server);
    renderPanel();
    const toggle = await screen.findByRole('switch', {
      name: 'WhatsApp messages to +91-9811000001',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      `${WHATSAPP_OPT_IN_WORDING.text} Off: you have not turned it on.`,
    );

    fireEvent.click(toggle);
    expect(await screen.findByText('WhatsApp messages: turned on.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(screen.getByText('On since 30 Nov 2026.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/me/whatsapp',
        body: { optedIn: true, wordingVersion: WHATSAPP_OPT_IN_WORDING.version },
      },
    ]);
  });

  it('sends a member whose number is not verified to My Profile first, with no switch', async () => {
    server.use(answer('get', '/me/whatsapp', { ...OFF, mobileVerified: false, phone: null }));
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Verify your number in My Profile' });
    expect(link).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says why a choice was refused, and keeps the switch as it was', async () => {
    server.use(
      answer('get', '/me/whatsapp', OFF),
      answerError(
        'put',
        '/me/whatsapp',
        409,
        'The WhatsApp wording changed: reload the page, read it again and choose again.',
        'CONFLICT',
      ),
    );
    renderPanel();
    const toggle = await screen.findByRole('switch');
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        'The WhatsApp wording changed: reload the page, read it again and choose again.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('offers to try again when the choice cannot be loaded', async () => {
    server.use(answerError('get', '/me/whatsapp', 500, 'Something went wrong.'));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
