import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { SessionsPanel } from './sessions-panel';

const DESKTOP = {
  id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  browser: 'Chrome 131',
  os: 'Windows 10',
  deviceType: 'desktop',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-21T08:30:00.000Z',
  current: true,
};
const PHONE = {
  id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
  browser: 'Safari 18',
  os: 'iOS 18.1',
  deviceType: 'mobile',
  ipAddress: '198.51.100.23',
  signedInAt: '2026-11-19T06:00:00.000Z',
  lastUsedAt: '2026-11-19T07:15:00.000Z',
  current: false,
};
const TABLET = {
  ...PHONE,
  id: '2d3e4f50-6172-4839-8a41-5c6d7e8f9001',
  browser: null,
  os: null,
  deviceType: null,
};

/** The API at the edge: the devices it holds, and what each call asked for. */
function api(initial: object[], options: { failList?: boolean } = {}) {
  let devices = [...initial];
  const calls: string[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    calls.push(call);
    const reply = (status: number, data: unknown = {}): HttpResponse => {
      const response = { data, status, headers: new Headers() };
      return response;
    };
    if (call === 'GET /me/sessions') {
      return options.failList ? reply(500) : reply(200, { items: devices });
    }
    if (call === 'POST /me/sessions/sign-out-others') {
      const ended = devices.filter((device) => !(device as { current: boolean }).current).length;
      devices = devices.filter((device) => (device as { current: boolean }).current);
      return reply(200, { ended });
    }
    const id = /^DELETE \/me\/sessions\/(.+)$/.exec(call)?.[1];
    if (id) {
      devices = devices.filter((device) => (device as { id: string }).id !== id);
      return reply(204, '');
    }
    return reply(404);
  });
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionsPanel />
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

describe('Signed-in devices', () => {
  it('lists each device with browser, system, address and times, and marks this one', async () => {
    api([DESKTOP, PHONE, TABLET]);
    renderPanel();
    expect(screen.getByTestId('sessions-skeleton')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome 131 on Windows 10This device');
    expect(rows[0]).toHaveTextContent('IP 203.0.113.7');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 18 on iOS 18.1');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent(/Signed in 19 Nov 2026/);
    expect(rows[1]).toHaveTextContent(/Last used 19 Nov 2026/);
    expect(rows[2]).toHaveTextContent('Unknown device');
  });

  it('signs one other device out, then every other one', async () => {
    const calls = api([DESKTOP, PHONE, TABLET]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));
    expect(await screen.findByText('Signed out of Safari 18 on iOS 18.1.')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /me/sessions/${PHONE.id}`);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toHaveLength(2),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    expect(calls).toContain('POST /me/sessions/sign-out-others');
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the devices could not be loaded, with Try again', async () => {
    api([DESKTOP], { failList: true });
    renderPanel();
    expect(
      await screen.findByText('Your signed-in devices could not be loaded just now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
