import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { PRIVACY_NOTICE_VERSION, type ConsentState } from '@club/contract/privacy';
import { MemoryRouter } from 'react-router-dom';
import { ConsentsPanel } from './consents-panel';

const OFF: ConsentState[] = [
  { kind: 'directory', granted: false, noticeVersion: null, changedAt: null },
  { kind: 'leadAlerts', granted: false, noticeVersion: null, changedAt: null },
  { kind: 'newsletter', granted: false, noticeVersion: null, changedAt: null },
];

/** The API at the edge: the consents it holds, and each body PUT to it. */
function api(initial: ConsentState[], options: { failList?: boolean; failSave?: boolean } = {}) {
  let consents = [...initial];
  const saved: unknown[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    const reply = (status: number, data: unknown = {}): HttpResponse => {
      const response = { data, status, headers: new Headers() };
      return response;
    };
    if (call === 'GET /me/whatsapp') {
      return reply(200, {
        optedIn: false,
        phone: '+919811000001',
        mobileVerified: true,
        wordingVersion: null,
        changedAt: null,
      });
    }
    if (call === 'GET /me/consents') {
      return options.failList ? reply(500) : reply(200, { consents });
    }
    if (call === 'PUT /me/consents') {
      if (options.failSave) return reply(500);
      const body = request.data as Record<string, boolean>;
      saved.push(body);
      consents = consents.map((consent) =>
        consent.kind in body
          ? {
              ...consent,
              granted: Boolean(body[consent.kind]),
              noticeVersion: PRIVACY_NOTICE_VERSION,
              changedAt: '2026-11-27T10:00:00.000Z',
            }
          : consent,
      );
      return reply(200, { consents });
    }
    return reply(404);
  });
  return saved;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ConsentsPanel />
      </QueryClientProvider>
    </MemoryRouter>,
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

describe('ConsentsPanel', () => {
  it('shows every consent off by default, and turns one on and off again with one click each', async () => {
    const saved = api(OFF);
    renderPanel();
    const directory = await screen.findByRole('switch', { name: 'List my company in Our Members' });
    expect(directory).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Lead-alert e-mails' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'India Insights newsletter' })).not.toBeChecked();
    expect(directory).toHaveAccessibleDescription(
      expect.stringContaining('Off: you have not turned it on.'),
    );

    fireEvent.click(directory);
    await waitFor(() => expect(directory).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(
      'List my company in Our Members: turned on.',
    );
    expect(directory).toHaveAccessibleDescription(expect.stringContaining('On since'));

    fireEvent.click(directory);
    await waitFor(() => expect(directory).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(
      'List my company in Our Members: turned off.',
    );
    expect(saved).toEqual([{ directory: true }, { directory: false }]);
  });

  it('keeps the switch as it was and says so when a change cannot be saved', async () => {
    api(OFF, { failSave: true });
    renderPanel();
    const newsletter = await screen.findByRole('switch', { name: 'India Insights newsletter' });
    fireEvent.click(newsletter);
    expect(
      await screen.findByText('Your choice could not be saved. Please try again.'),
    ).toBeVisible();
    expect(newsletter).not.toBeChecked();
  });

  it('offers to try again when the consents cannot be loaded', async () => {
    api(OFF, { failList: true });
    renderPanel();
    expect(await screen.findByText('Your choices could not be loaded just now.')).toBeVisible();
    api(OFF);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('switch', { name: 'List my company in Our Members' }),
    ).toBeInTheDocument();
  });
});
