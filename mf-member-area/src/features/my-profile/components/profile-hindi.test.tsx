import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from '../i18n';
import { WIZARD_STEPS } from '../lib/profile-form';
import { NoCompanyNotice } from './no-company-notice';
import { WizardSteps } from './wizard-steps';

afterEach(() => activateLocale('en'));

describe('the company profile editor in Hindi', () => {
  it('names the steps and tells a user without a company what to do, in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <WizardSteps steps={WIZARD_STEPS} current={1} done={new Set([0])} onSelect={() => {}} />
          <NoCompanyNotice />
        </MemoryRouter>,
      );
    });
    const steps = screen.getByRole('navigation', { name: 'प्रोफ़ाइल के चरण' });
    expect(steps).toHaveTextContent('पंजीकरण जानकारी (पूरा)');
    expect(steps).toHaveTextContent('प्रोफ़ाइल तस्वीर');
    expect(steps).toHaveTextContent('उत्पाद और सेवाएँ');
    expect(screen.getByText('आपका व्यापार अभी पंजीकृत नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना व्यापार पंजीकृत करें' })).toBeInTheDocument();
  });
});
