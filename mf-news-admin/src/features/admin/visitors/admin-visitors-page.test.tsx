import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PipelineVisitor, VisitorPipeline } from '@club/contract/visitors';
import { answer, apiUrl, http, HttpResponse, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { makeVisitorInvitation, VISITOR_MEETING } from '@club/test-fixtures/visitor-fixture';
import AdminVisitorsPage from './admin-visitors-page';

const api = setUpFakeApi();

const CHAPTER = VISITOR_MEETING.chapter;

function visitor(id: string, name: string, more: Partial<PipelineVisitor>): PipelineVisitor {
  return {
    ...makeVisitorInvitation({ id, name, email: 'guest@example.in', ...more }),
    invitedBy: { userId: '2b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', name: 'Asha Patel' },
    ...more,
  };
}

const PIPELINE: VisitorPipeline = {
  chapters: [
    {
      chapter: CHAPTER,
      reached: { invited: 1, registered: 1, attended: 1, followedUp: 0, joined: 0 },
      withdrawn: 1,
      visitors: [
        visitor('9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', 'Meera Desai', {
          stage: 'attended',
          registeredAt: '2026-11-30T03:00:00.000Z',
          checkedInAt: '2026-12-07T02:05:00.000Z',
        }),
        visitor('8b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', 'Kiran Shah', {
          withdrawnAt: '2026-11-30T04:00:00.000Z',
        }),
      ],
    },
  ],
  conversion: [
    {
      chapterId: CHAPTER.id,
      chapter: 'Pune Central',
      month: '2026-12',
      invited: 1,
      registered: 1,
      attended: 1,
      followedUp: 0,
      joined: 0,
      withdrawn: 1,
      conversionPercent: 0,
    },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/visitors']}>
        <AdminVisitorsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;

describe('the visitors back office', () => {
  it("shows it is loading, then each chapter's steps and visitors, a withdrawn one marked and counted apart", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.use(
      http.get(apiUrl('/admin/visitors'), async () => {
        await answered;
        return HttpResponse.json(PIPELINE);
      }),
    );
    renderPage();
    expect(await screen.findByLabelText('Loading the visitors')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();

    const visitors = await screen.findByRole('table', { name: 'Visitors of Pune Central' });
    const meera = rowOf(visitors, 'Meera Desai');
    expect(within(meera).getByText('Asha Patel')).toBeVisible();
    expect(meera).toHaveTextContent('Attended (step 3 of 5)');
    const kiran = rowOf(visitors, 'Kiran Shah');
    expect(kiran).toHaveTextContent('Withdrawn');
    expect(kiran).not.toHaveTextContent('Invited');

    const steps = screen.getByLabelText('Pune Central: visitors per step');
    const count = (label: string) => within(steps).getByText(label).nextElementSibling;
    expect(count('Invited')).toHaveTextContent('1');
    expect(count('Attended')).toHaveTextContent('1');
    expect(count('Withdrawn')).toHaveTextContent('1');

    const conversion = screen.getByRole('table', {
      name: 'Conversion of visitors to members per chapter and month',
    });
    const [, month] = within(conversion).getAllByRole('row');
    expect(
      within(month as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => [cell.dataset.label, cell.textContent]),
    ).toEqual([
      ['Invited', '1'],
      ['Registered', '1'],
      ['Attended', '1'],
      ['Joined', '0'],
      ['Conversion', '0%'],
      ['Withdrawn', '1'],
    ]);
  });

  it('says so when no member has invited anyone yet', async () => {
    api.use(answer('get', '/admin/visitors', { chapters: [], conversion: [] }));
    renderPage();
    expect(await screen.findByText('No visitors yet')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the visitors could not be loaded, and loads them on Retry', async () => {
    let fail = true;
    api.use(
      http.get(apiUrl('/admin/visitors'), () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 })
          : HttpResponse.json(PIPELINE),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The visitors could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Visitors of Pune Central' })).toBeVisible();
  });
});
