import { MEMBERSHIP_PLANS } from '@club/contract/membership/membership-plans';
import { CodeDialog } from '@club/ui/code-dialog';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { PlanSummary } from '@club/ui/plan-summary';
import { Spinner } from '@club/ui/spinner';
import { catalogues } from '@club/ui/ui-messages';
import { act, render, screen } from '@testing-library/react';

describe('the UI kit in Hindi and Gujarati', () => {
  afterEach(() => activateLocale('en'));

  it('writes the code dialog’s own words in Hindi, the caller’s as given', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <CodeDialog
          open
          title="ईमेल सत्यापित करें"
          description="कोड भेजा गया।"
          submitLabel="OTP सत्यापित करें"
          onVerify={vi.fn(async () => {})}
          onCancel={vi.fn()}
          onResend={vi.fn()}
        />,
      );
    });
    expect(screen.getByLabelText(/सत्यापन कोड/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('names a plan’s tier, period and benefits in Gujarati, and a spinner', async () => {
    const producers = MEMBERSHIP_PLANS.find((plan) => plan.id === 'producers');
    if (!producers) throw new Error('no Producers plan');
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(
        <>
          <PlanSummary plan={producers} nameId="plan-name" classes={{}} />
          <Spinner />
        </>,
      );
    });
    expect(screen.getByText('બીટા સભ્ય')).toBeInTheDocument();
    expect(screen.getByText('પ્રતિ વર્ષ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ઉત્પાદકો' })).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'ઉત્પાદકોના લાભો' });
    expect(benefits).toHaveTextContent('લીડ જનરેશન');
    expect(screen.getByRole('status')).toHaveTextContent('લોડ થઈ રહ્યું છે');
  });
});
