import { MEMBERSHIP_PLANS } from '@club/contract/membership/membership-plans';
import { benefitMessage, planCatalogues as catalogues, PlanSummary } from '@club/ui/plan-summary';
import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';

// Prices join ₹ and the digits with a no-break space: match the text as it is, not collapsed.
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('PlanSummary', () => {
  it("shows a plan's tier, name, yearly price and benefits, the name under the given id", () => {
    const producers = MEMBERSHIP_PLANS.find((plan) => plan.id === 'producers');
    if (!producers) throw new Error('no Producers plan');
    render(<PlanSummary plan={producers} nameId="plan-name" classes={{}} />);

    const name = screen.getByRole('heading', { level: 3, name: 'Producers' });
    expect(name).toHaveAttribute('id', 'plan-name');
    expect(screen.getByText('Beta member')).toBeInTheDocument();
    expect(screen.getByText(producers.formattedPrice, asWritten).parentElement?.textContent).toBe(
      `${producers.formattedPrice}per year`,
    );
    const benefits = screen.getByRole('list', { name: 'Producers benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(producers.benefits);
  });

  it("puts the page's classes on the parts", () => {
    const [plan] = MEMBERSHIP_PLANS;
    if (!plan) throw new Error('no plan');
    render(
      <PlanSummary plan={plan} nameId="n" classes={{ name: 'page-name', amount: 'page-amount' }} />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('page-name');
    expect(screen.getByText(plan.formattedPrice, asWritten)).toHaveClass('page-amount');
  });

  it("says every plan's name, description and benefits in English as the contract has them", () => {
    // The cards show the messages; the contract's plans (the API's too) stay the English source.
    const english = catalogues.en as Record<string, string>;
    for (const plan of MEMBERSHIP_PLANS) {
      expect(english[`ui.plan.${plan.id}.name`]).toBe(plan.name);
      expect(english[`ui.plan.${plan.id}.description`]).toBe(plan.description);
      for (const benefit of plan.benefits) expect(english[benefitMessage(benefit)]).toBe(benefit);
    }
  });
});
