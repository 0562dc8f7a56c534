import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import type { Chapter } from '@club/contract/events';
import { ChapterForm } from './chapter-form';

const PUNE: Chapter = {
  id: '5d0f3c1e-6a1b-4c1e-9a53-0d2f1c7b9e11',
  name: 'Pune Deccan',
  city: 'Pune',
  venue: 'Hotel Shreyas',
  address: '1242 Apte Road, Pune',
  weekday: 4,
  startTime: '07:30',
  durationMinutes: 120,
  agenda: 'Introductions',
};

/** The API at the edge: each call with its body, and the answer the test chose. */
function api(answer: (call: string, body: Record<string, unknown>) => [number, unknown]) {
  const calls: { call: string; body: Record<string, unknown> }[] = [];
  setHttpTransport(async (request: HttpRequest) => {
    const call = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    const body = request.data ? (request.data as Record<string, unknown>) : {};
    calls.push({ call, body });
    const [status, data] = answer(call, body);
    const response: HttpResponse = { data, status, headers: new Headers() };
    return response;
  });
  return calls;
}

function renderForm(chapters: Chapter[] = [PUNE]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ChapterForm chapters={chapters} />
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

describe('ChapterForm', () => {
  it('adds a chapter with its weekly schedule, and shows what the API refused at its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = api((_call, body) =>
      refuse
        ? [400, { error: { code: 'VALIDATION_ERROR', message: 'city: Too short', field: 'city' } }]
        : [201, { ...PUNE, ...body, id: '9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' }],
    );
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add the chapter' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Rajkot Gondal Road');
    await user.type(screen.getByLabelText(/^City/), 'Rajkot');
    await user.type(screen.getByLabelText(/^Meeting place/), 'Hotel Imperial Palace');
    await user.type(screen.getByLabelText(/^Address/), 'Dr Yagnik Road, Rajkot');
    await user.selectOptions(screen.getByLabelText(/^Weekday/), 'Wednesday');
    await user.click(screen.getByRole('button', { name: 'Add the chapter' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.call).toBe('POST /admin/chapters');
    expect(calls[0]?.body).toMatchObject({ city: 'Rajkot', weekday: 3, startTime: '07:30' });
    expect(await screen.findByText('Too short')).toBeVisible();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Rajkot');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add the chapter' }));
    expect(await screen.findByText(/Chapter added/)).toBeVisible();
  });

  it('sends only what staff changed and says which meetings keep the old schedule', async () => {
    const user = userEvent.setup();
    const calls = api((_call, body) => [200, { chapter: { ...PUNE, ...body }, keptMeetings: 2 }]);
    renderForm();
    await user.selectOptions(screen.getByLabelText(/^Chapter/), 'Pune Deccan (Pune)');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Weekday/), 'Friday');
    await user.click(save);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ call: `PATCH /admin/chapters/${PUNE.id}`, body: { weekday: 5 } });
    expect(await screen.findByText(/2 coming meetings keep the old time or place/)).toBeVisible();
  });
});
