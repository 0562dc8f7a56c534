import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { CONSENT_KINDS, type ConsentState } from '@club/contract/privacy';
import { queryKeys } from '@club/platform/api/query-keys';
import { ReminderChoice } from './reminder-choice';

/** The API at the edge: the user's consents, the bodies PUT to it, and whether saving fails. */
function api(options: { failSave?: boolean; slowRead?: Promise<void> } = {}) {
  let consents: ConsentState[] = CONSENT_KINDS.map((kind) => ({
    kind,
    granted: false,
    noticeVersion: null,
    changedAt: null,
  }));
  const saved: unknown[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    const reply = (status: number, data: unknown = {}): HttpResponse => {
      const response = { data, status, headers: new Headers() };
      return response;
    };
    if (call === 'GET /me/consents') {
      const seen = consents;
      await options.slowRead;
      return reply(200, { consents: seen });
    }
    if (call === 'PUT /me/consents') {
      if (options.failSave) return reply(500);
      const body = request.data as Record<string, boolean>;
      saved.push(body);
      consents = consents.map((consent) =>
        consent.kind in body ? { ...consent, granted: Boolean(body[consent.kind]) } : consent,
      );
      return reply(200, { consents });
    }
    return reply(404);
  });
  return saved;
}

function renderChoice(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <ReminderChoice />
    </QueryClientProvider>,
  );
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

describe('ReminderChoice', () => {
  it('is off until the member turns it on, and saves only the reminders consent each time', async () => {
    const saved = api();
    renderChoice();
    const box = await screen.findByRole('checkbox', {
      name: 'E-mail me a reminder the day before and two hours before',
    });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    // Checked from the click itself, not a tick later (a test clicking it checks it at once).
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(saved).toEqual([{ eventReminders: true }, { eventReminders: false }]);
  });

  it('says so when the choice could not be saved, and shows it as it stands', async () => {
    api({ failSave: true });
    renderChoice();
    const box = await screen.findByRole('checkbox');
    fireEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    );
    expect(box).not.toBeChecked();
  });

  it('keeps the saved choice when a read of the consents taken before the save answers after it', async () => {
    let answerRead = () => {};
    const slowRead = new Promise<void>((resolve) => (answerRead = resolve));
    const saved = api({ slowRead });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What an earlier page left in the cache: shown at once, read again in the background.
    client.setQueryData(
      queryKeys.user.consents,
      CONSENT_KINDS.map((kind) => ({ kind, granted: false, noticeVersion: null, changedAt: null })),
      { updatedAt: 0 },
    );
    renderChoice(client);
    const box = await screen.findByRole('checkbox');
    fireEvent.click(box);
    await waitFor(() => expect(saved).toEqual([{ eventReminders: true }]));
    await waitFor(() => expect(box).toBeEnabled());
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box).toBeChecked();
  });
});
