import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { ChapterAttendanceTable } from './components/chapter-attendance-table';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

it('heads the attendance table in Hindi', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(<ChapterAttendanceTable chapters={[]} />);
  });
  expect(screen.getByRole('table', { name: 'प्रति चैप्टर उपस्थिति' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'उपस्थिति' })).toBeInTheDocument();
});
