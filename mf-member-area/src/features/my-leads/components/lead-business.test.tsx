import { render, screen } from '@testing-library/react';
import type { Lead } from '@club/contract/leads';
import { LeadBusiness } from './lead-business';
import { TEST_LEAD } from './test-lead';

const WINNER_ID = '2b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c';
const WON: Lead = {
  ...TEST_LEAD,
  state: 'won',
  business: {
    winner: { id: WINNER_ID, name: 'Sahyadri Logistics' },
    orderValue: 250000,
    confirmation: 'pending',
    answeredAt: null,
  },
};

describe("a won lead's business", () => {
  it('asks the winner to answer, and tells the poster it awaits the winner', () => {
    const winner = render(
      <LeadBusiness lead={WON} viewerCompanyId={WINNER_ID} onChanged={() => undefined} />,
    );
    expect(screen.getByText(/^Confirm or dispute the business/)).toBeVisible();
    expect(screen.queryByText(/Awaiting the winner/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm business' })).toBeVisible();
    winner.unmount();

    render(<LeadBusiness lead={WON} viewerCompanyId={WON.companyId} onChanged={() => undefined} />);
    expect(screen.getByText('Awaiting the winner’s confirmation')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm business' })).not.toBeInTheDocument();
  });
});
