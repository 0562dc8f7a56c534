import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { CheckInOutcomeBanner } from './components/check-in-outcome';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

it('tells the staff in Hindi who was checked in', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(
      <CheckInOutcomeBanner
        outcome={{
          kind: 'checked-in',
          code: 'K7QM-4RXD',
          result: {
            name: 'Asha Patel',
            company: null,
            checkedInAt: '2026-12-08T01:35:00.000Z',
            alreadyCheckedIn: false,
            checkedIn: 3,
          },
        }}
      />,
    );
  });
  expect(screen.getByText('Asha Patel का चेक-इन हो गया')).toBeInTheDocument();
});
