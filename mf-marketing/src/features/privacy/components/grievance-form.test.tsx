import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { INSTANT_ACROSS_MIDNIGHT, runOutsideIndia } from '@club/test-fixtures/india-time';
import { GrievanceForm } from './grievance-form';

function api(answer: { status: number; data?: unknown }) {
  const sent: unknown[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    sent.push(request.data);
    const response: HttpResponse = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    return response;
  });
  return sent;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GrievanceForm />
    </QueryClientProvider>,
  );
}

function fill() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Meera Joshi' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'meera@example.in' } });
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'My data' } });
  fireEvent.change(screen.getByLabelText(/^Your grievance/), {
    target: { value: 'Please tell me what you keep.' },
  });
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

describe('GrievanceForm', () => {
  it('files the grievance and shows its reference number and due date', async () => {
    const sent = api({
      status: 201,
      data: { reference: 'GR-2026-000123', dueAt: '2026-12-27T10:00:00.000Z' },
    });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('GR-2026-000123')).toBeVisible();
    expect(screen.getByText('27 Dec 2026')).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'Meera Joshi',
        email: 'meera@example.in',
        subject: 'My data',
        message: 'Please tell me what you keep.',
        website: '',
        // The page's language: the receipt is written in it.
        language: 'en',
      },
    ]);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('says what is missing before sending anything', async () => {
    const sent = api({ status: 201 });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByText('Please describe your grievance')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed and shows the server’s message when sending fails', async () => {
    api({
      status: 429,
      data: { error: { code: 'RATE_LIMITED', message: 'Too many grievances from your network.' } },
    });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    await waitFor(() =>
      expect(screen.getByText('Too many grievances from your network.')).toBeVisible(),
    );
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('My data');
  });
});

describe('GrievanceForm on a computer outside India', () => {
  runOutsideIndia();

  it('shows the answer-by day in India, the day the e-mail names', async () => {
    api({
      status: 201,
      data: { reference: 'GR-2026-000124', dueAt: INSTANT_ACROSS_MIDNIGHT.at },
    });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('GR-2026-000124')).toBeVisible();
    // The browser's zone has it on the 28th; India, the e-mail and the officer on the 29th.
    expect(new Date(INSTANT_ACROSS_MIDNIGHT.at).getDate()).toBe(28);
    const due = screen.getByText(INSTANT_ACROSS_MIDNIGHT.day);
    expect(due).toBeVisible();
    expect(due).toHaveAttribute('datetime', INSTANT_ACROSS_MIDNIGHT.at);
  });
});
