import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import {
  channelUnavailable,
  defaultCell,
  fixedCell,
  NOTIFICATION_CHANNEL_COLUMNS,
  NOTIFICATION_KINDS,
  type NotificationCell,
  type NotificationPreferenceChange,
} from '@club/contract/notification-preferences';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { catalogues } from '../../i18n';
import { NOTIFICATION_PREFERENCES_QUERY_KEY } from '../queries';
import { NotificationPreferencesPanel } from './notification-preferences-panel';

/** The table the API answers for a member with a verified mobile and no WhatsApp opt-in. */
function defaults(): NotificationCell[] {
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNEL_COLUMNS.map((channel) => {
      const fixed = fixedCell(kind, channel);
      return {
        kind,
        channel,
        on: defaultCell(kind, channel),
        fixedReason: fixed?.reason ?? null,
        unavailable: fixed
          ? null
          : channelUnavailable(channel, { mobileProved: true, whatsAppOptedIn: false }),
        changedAt: null,
      };
    }),
  );
}

/** The API at the edge: the table it holds, and each change PUT to it. */
function api(options: { failList?: boolean; refuseSave?: string; slowRead?: Promise<void> } = {}) {
  let cells = defaults();
  const saved: NotificationPreferenceChange[][] = [];
  let failList = options.failList ?? false;
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    const reply = (status: number, data: unknown = {}): HttpResponse => ({
      data,
      status,
      headers: new Headers(),
    });
    if (call === 'GET /me/notification-preferences') {
      if (failList) {
        failList = false;
        return reply(500);
      }
      const seen = cells;
      await options.slowRead;
      return reply(200, { cells: seen });
    }
    if (call === 'PUT /me/notification-preferences') {
      if (options.refuseSave) {
        return reply(409, { error: { code: 'CONFLICT', message: options.refuseSave } });
      }
      const { changes } = request.data as { changes: NotificationPreferenceChange[] };
      saved.push(changes);
      cells = cells.map((cell) => {
        const changed = changes.find((c) => c.kind === cell.kind && c.channel === cell.channel);
        return changed ? { ...cell, on: changed.on, changedAt: '2026-11-30T10:00:00.000Z' } : cell;
      });
      return reply(200, { cells });
    }
    return reply(404);
  });
  return saved;
}

function renderPanel(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <NotificationPreferencesPanel />
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

describe('NotificationPreferencesPanel', () => {
  it('is a table of kinds by channels, with fixed and unavailable cells disabled and explained', async () => {
    api();
    renderPanel();
    const table = await screen.findByRole('table', {
      name: 'How each kind of message reaches you',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['E-mail', 'SMS', 'WhatsApp']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(18);

    const codes = screen.getByRole('checkbox', { name: 'Sign-in codes by e-mail' });
    expect(codes).toBeChecked();
    expect(codes).toBeDisabled();
    expect(codes).toHaveAccessibleDescription(
      'A sign-in code always goes by e-mail, so it can always reach you.',
    );
    expect(screen.getAllByText('Always on').length).toBeGreaterThan(0);

    const whatsApp = screen.getByRole('checkbox', { name: 'Lead alerts by WhatsApp' });
    expect(whatsApp).toBeDisabled();
    expect(whatsApp).not.toBeChecked();
    expect(whatsApp).toHaveAccessibleDescription('Turn on WhatsApp above first.');
    expect(screen.getAllByRole('link', { name: 'Turn on WhatsApp' })[0]).toHaveAttribute(
      'href',
      '#whatsapp-opt-in',
    );
    expect(screen.getByRole('checkbox', { name: 'Lead alerts by SMS' })).toBeEnabled();
  });

  it('saves a cell at once and says so politely', async () => {
    const saved = api();
    renderPanel();
    const box = await screen.findByRole('checkbox', { name: 'Lead alerts by e-mail' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(await screen.findByText('Saved: Lead alerts by e-mail off.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(box).not.toBeChecked();
    expect(saved).toEqual([[{ kind: 'leadAlerts', channel: 'email', on: false }]]);
  });

  it('says why a change was refused, and shows the cell as it stands', async () => {
    api({
      refuseSave: 'Lead alerts by SMS cannot be turned on yet: Verify your mobile number first.',
    });
    renderPanel();
    const box = await screen.findByRole('checkbox', { name: 'Event reminders by SMS' });
    fireEvent.click(box);
    expect(
      await screen.findByText(
        'Event reminders by SMS: Lead alerts by SMS cannot be turned on yet: Verify your mobile number first.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('offers to retry when the table cannot be loaded', async () => {
    api({ failList: true });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('keeps a saved cell when a read taken before the save answers after it', async () => {
    let answerRead = () => {};
    const slowRead = new Promise<void>((resolve) => (answerRead = resolve));
    const saved = api({ slowRead });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What an earlier visit left in the cache: shown at once, read again in the background.
    client.setQueryData(
      NOTIFICATION_PREFERENCES_QUERY_KEY,
      { cells: defaults() },
      { updatedAt: 0 },
    );
    renderPanel(client);
    const box = await screen.findByRole('checkbox', { name: 'Lead alerts by e-mail' });
    fireEvent.click(box);
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(box).toBeEnabled());
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box).not.toBeChecked();
  });

  it('names its kinds, channels and reasons in Gujarati on a page in Gujarati', async () => {
    await activateLocale('gu');
    try {
      await loadCatalogue(catalogues, 'gu');
      api();
      renderPanel();
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['ઈ-મેલ', 'SMS', 'WhatsApp']);
      const codes = await screen.findByRole('checkbox', { name: 'સાઇન-ઇન કોડ (ઈ-મેલ)' });
      expect(codes).toHaveAccessibleDescription(
        'સાઇન-ઇન કોડ હંમેશા ઈ-મેલથી જાય છે, જેથી તે તમારા સુધી હંમેશા પહોંચી શકે.',
      );
      expect(
        screen.getByRole('checkbox', { name: 'લીડ અલર્ટ (WhatsApp)' }),
      ).toHaveAccessibleDescription('પહેલાં ઉપર WhatsApp ચાલુ કરો.');
      // The notes under the table too.
      expect(
        screen.getAllByText('ન્યૂઝલેટર ફક્ત ઈ-મેલથી આવે છે.').map((element) => element.tagName),
      ).toContain('LI');
      expect(screen.queryByText('The newsletter comes by e-mail only.')).not.toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
