import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { LogForm } from './components/log-form';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

it('asks in Gujarati how the 1-to-1 went', async () => {
  await activateLocale('gu');
  await loadCatalogue(catalogues, 'gu');
  await act(async () => {
    render(<LogForm busy={false} onLog={() => undefined} />);
  });
  expect(screen.getByLabelText(/મુલાકાત કેવી રહી\?/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '1-to-1 નોંધો' })).toBeInTheDocument();
});
