import { GSTIN_MESSAGES } from '@club/contract/gstin';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { dataExportOpenMessage, type PrivacyOverview } from '@club/contract/privacy-rights';
import { CloseAccountPanel } from './close-account-panel';
import { CorrectionRequestPanel } from './correction-request-panel';
import { DownloadDataPanel } from './download-data-panel';

const COMPANY = {
  id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  name: 'Narmada Valves Pvt Ltd',
  categoryId: 1,
  subcategoryId: 12,
  stateId: 11,
  gstNumber: null,
  billingName: 'Narmada Valves Pvt Ltd',
  billingAddress: 'Plot 12, GIDC Makarpura, Vadodara 390010',
};

interface Call {
  call: string;
  body: unknown;
}

/** The API at the edge: the overview it holds, and what each call asked for. */
function api(
  overview: PrivacyOverview,
  options: { exportStatus?: number; exportError?: { code: string; message: string } } = {},
) {
  const calls: Call[] = [];
  let current = overview;
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${request.method} ${request.url}`;
    const body: unknown = request.data;
    calls.push({ call, body });
    const reply = (status: number, data: unknown = {}): HttpResponse => {
      const response = { data, status, headers: new Headers() };
      return response;
    };
    if (call === 'GET /me/privacy') return reply(200, current);
    if (call === 'GET /states') return reply(200, { items: [{ id: 11, name: 'Gujarat' }] });
    if (call === 'GET /categories') {
      return reply(200, {
        items: [
          { id: 1, name: 'Producers' },
          { id: 2, name: 'Service Providers' },
        ],
      });
    }
    if (call === 'GET /subcategories') {
      const categoryId = Number(
        (request.params as { categoryId?: number } | undefined)?.categoryId,
      );
      const items = [
        { id: 12, name: 'Valves and pumps', categoryId: 1 },
        { id: 13, name: 'Castings', categoryId: 1 },
        { id: 21, name: 'Legal services', categoryId: 2 },
        { id: 22, name: 'Chartered accountants', categoryId: 2 },
      ].filter((subcategory) => subcategory.categoryId === categoryId);
      return reply(200, { items });
    }
    if (call === 'POST /me/privacy/exports') {
      if (options.exportStatus) {
        return reply(options.exportStatus, {
          error: options.exportError ?? {
            code: 'RATE_LIMITED',
            message: 'You can download your data 3 times a day.',
          },
        });
      }
      const exported = {
        id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
        state: 'preparing',
        requestedAt: '2026-11-27T10:00:00.000Z',
        expiresAt: null,
      } as const;
      current = { ...current, dataExport: exported };
      return reply(202, exported);
    }
    if (call === 'POST /me/privacy/corrections') {
      const correction = {
        id: '2d3e4f50-6172-4839-8a41-5c6d7e8f9001',
        companyId: COMPANY.id,
        companyName: COMPANY.name,
        status: 'open',
        changes: { billingAddress: '22 Alkapuri, Vadodara 390007' },
        current: { billingAddress: COMPANY.billingAddress },
        reason: 'We moved',
        decisionReason: null,
        createdAt: '2026-11-27T10:00:00.000Z',
        decidedAt: null,
      } as const;
      current = { ...current, correction };
      return reply(201, correction);
    }
    if (call === 'POST /me/privacy/close')
      return reply(200, { message: 'Your account is closed.' });
    return reply(404);
  });
  return calls;
}

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const EMPTY: PrivacyOverview = { dataExport: null, correction: null, company: COMPANY };

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

describe('Download my data', () => {
  it('asks for an export and shows it being prepared, the button held until it is sent', async () => {
    const calls = api(EMPTY);
    renderWith(<DownloadDataPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Preparing your data/)).toBeInTheDocument();
    expect(calls.map((entry) => entry.call)).toContain('POST /me/privacy/exports');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled(),
    );
  });

  it('says when the link was sent and until when it works, and when it expired', async () => {
    api({
      ...EMPTY,
      dataExport: {
        id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
        state: 'expired',
        requestedAt: '2026-11-25T10:00:00.000Z',
        expiresAt: '2026-11-26T10:00:00.000Z',
      },
    });
    renderWith(<DownloadDataPanel />);
    expect(await screen.findByText(/Expired: the link was not used within 24 hours/)).toBeVisible();
  });

  it("shows the server's reason when the request is refused", async () => {
    api(EMPTY, { exportStatus: 429 });
    renderWith(<DownloadDataPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can download your data 3 times a day.',
    );
  });

  it('says when the export under way started, when another one is asked for meanwhile', async () => {
    // Asked for in another tab: this page still shows the last export, sent.
    api(
      {
        ...EMPTY,
        dataExport: {
          id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
          state: 'sent',
          requestedAt: '2026-11-25T10:00:00.000Z',
          expiresAt: '2026-11-26T10:00:00.000Z',
        },
      },
      {
        exportStatus: 409,
        exportError: {
          code: 'CONFLICT',
          message: dataExportOpenMessage('2026-11-29T10:00:00.000Z'),
        },
      },
    );
    renderWith(<DownloadDataPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data export is already being prepared (started 29 Nov 2026, 3:30 pm).',
    );
  });
});

describe('Correction request', () => {
  it('sends only the changed fields with the reason, then shows the request waiting', async () => {
    const calls = api(EMPTY);
    renderWith(<CorrectionRequestPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    fireEvent.change(await screen.findByLabelText('Billing address'), {
      target: { value: '22 Alkapuri, Vadodara 390007' },
    });
    fireEvent.change(screen.getByLabelText(/Reason for the correction/), {
      target: { value: 'We moved' },
    });
    // The selects start on the registered state and category, so only the address changes.
    expect(screen.getByLabelText('State')).toHaveValue('11');
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    const sent = calls.find((entry) => entry.call === 'POST /me/privacy/corrections');
    expect(sent?.body).toEqual({
      changes: { billingAddress: '22 Alkapuri, Vadodara 390007' },
      reason: 'We moved',
    });
    expect(screen.queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
  });

  it('checks the GST number by the registration rules before sending', async () => {
    const calls = api(EMPTY);
    renderWith(<CorrectionRequestPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    fireEvent.change(await screen.findByLabelText('GST number'), {
      target: { value: 'NOT-A-GSTIN' },
    });
    fireEvent.change(screen.getByLabelText(/Reason for the correction/), {
      target: { value: 'New registration' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText(GSTIN_MESSAGES.shape)).toBeInTheDocument();
    expect(calls.map((entry) => entry.call)).not.toContain('POST /me/privacy/corrections');
  });
});

describe('Correction of the category', () => {
  it('offers the subcategories of the chosen category and sends the pair', async () => {
    const calls = api(EMPTY);
    renderWith(<CorrectionRequestPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const subcategory = await screen.findByLabelText('Subcategory');
    // It starts on the registered subcategory, among those of the registered category.
    await waitFor(() => expect(subcategory).toHaveValue('12'));
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a subcategory', 'Valves and pumps', 'Castings']);

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } });
    // The old subcategory belongs to the old category: the member picks one of the new ones.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Subcategory'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a subcategory', 'Legal services', 'Chartered accountants']),
    );
    expect(screen.getByLabelText('Subcategory')).toHaveValue('');
    fireEvent.change(screen.getByLabelText(/Reason for the correction/), {
      target: { value: 'We are a law firm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(
      await screen.findByText('Please choose a subcategory of the category'),
    ).toBeInTheDocument();
    expect(calls.map((entry) => entry.call)).not.toContain('POST /me/privacy/corrections');

    fireEvent.change(screen.getByLabelText('Subcategory'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    await waitFor(() =>
      expect(calls.find((entry) => entry.call === 'POST /me/privacy/corrections')?.body).toEqual({
        changes: { categoryId: 2, subcategoryId: 21 },
        reason: 'We are a law firm',
      }),
    );
  });

  it('sends a new subcategory of the same category alone', async () => {
    const calls = api(EMPTY);
    renderWith(<CorrectionRequestPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const subcategory = await screen.findByLabelText('Subcategory');
    await waitFor(() => expect(subcategory).toHaveValue('12'));
    fireEvent.change(subcategory, { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText(/Reason for the correction/), {
      target: { value: 'We make castings now' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    await waitFor(() =>
      expect(calls.find((entry) => entry.call === 'POST /me/privacy/corrections')?.body).toEqual({
        changes: { subcategoryId: 13 },
        reason: 'We make castings now',
      }),
    );
  });
});

describe('Close my account', () => {
  it('says what happens and closes only once the company name or CLOSE is typed', async () => {
    const calls = api(EMPTY);
    const onClosed = vi.fn();
    renderWith(<CloseAccountPanel onClosed={onClosed} />);
    await screen.findByRole('button', { name: 'Close my account…' });
    await waitFor(() => expect(calls.map((entry) => entry.call)).toContain('GET /me/privacy'));
    fireEvent.click(screen.getByRole('button', { name: 'Close my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(dialog).toHaveTextContent('signed out on every device');
    expect(dialog).toHaveTextContent('without a refund');
    expect(dialog).toHaveTextContent('We keep your invoices');
    const confirm = within(dialog).getByRole('button', { name: 'Close my account' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), {
      target: { value: 'narmada valves pvt ltd' },
    });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('Your account is closed.'));
    expect(calls.find((entry) => entry.call === 'POST /me/privacy/close')?.body).toEqual({
      confirmation: 'narmada valves pvt ltd',
    });
  });
});
