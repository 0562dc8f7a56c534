import { answer, answerError, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { ScorecardPanel } from './scorecard-panel';

const server = setUpFakeApi();

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScorecardPanel />
    </QueryClientProvider>,
  );
}

function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
}

describe('the scorecard', () => {
  it('shows the term’s figures, the share of quick responses and business confirmed and pending', async () => {
    server.use(
      answer('get', '/me/scorecard', {
        termStartsAt: '2026-04-01T00:00:00.000Z',
        termEndsAt: '2027-04-01T00:00:00.000Z',
        leadsPosted: 3,
        responsesGiven: 4,
        responsesGivenWithin24h: 3,
        responsesReceived: 5,
        businessGiven: { confirmed: 250_000, pending: 0 },
        businessReceived: { confirmed: 0, pending: 1_200_000 },
        oneToOnesByMonth: [
          { month: '2026-06', count: 0 },
          { month: '2026-07', count: 1 },
          { month: '2026-08', count: 0 },
          { month: '2026-09', count: 3 },
          { month: '2026-10', count: 2 },
          { month: '2026-11', count: 4 },
        ],
      }),
    );
    renderPanel();
    expect(await screen.findByText(/This membership term, since 1 Apr 2026/)).toBeInTheDocument();
    expect(figure('Leads posted').getByText('3')).toBeInTheDocument();
    expect(figure('Responses given').getByText('75% within 24 hours')).toBeInTheDocument();
    expect(figure('Responses received').getByText('5')).toBeInTheDocument();
    expect(figure('Business given').getByText('₹ 2,50,000')).toBeInTheDocument();
    expect(
      figure('Business received').getByText(/₹ 12,00,000 awaiting confirmation/),
    ).toBeInTheDocument();
    expect(figure('1-to-1s this month').getByText('4')).toBeInTheDocument();
    expect(
      figure('1-to-1s this month').getByText('Oct 2 · Sep 3 · Aug 0 · Jul 1 · Jun 0'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures fail to load', async () => {
    server.use(answerError('get', '/me/scorecard', 500, 'Something went wrong.'));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
