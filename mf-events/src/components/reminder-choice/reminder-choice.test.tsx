import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { CONSENT_KINDS, type ConsentState } from '@club/contract/privacy';
import { ReminderChoice } from './reminder-choice';

/** The API at the edge: the user's consents, the bodies PUT to it, and whether saving fails. */
function api(options: { failSave?: boolean } = {}) {
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
    if (call === 'GET /me/consents') return reply(200, { consents });
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

function renderChoice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
});
