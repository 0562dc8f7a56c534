import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MyMeetingItem } from './components/my-meeting-item';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

it('says in Hindi that a meeting is cancelled', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(
      <MemoryRouter>
        <ul>
          <MyMeetingItem
            item={{
              meeting: {
                id: '00000000-0000-4000-8000-000000000001',
                kind: 'chapter',
                chapter: {
                  id: '10000000-0000-4000-8000-000000000001',
                  name: 'Pune Deccan',
                  city: 'Pune',
                },
                startsAt: '2026-12-08T01:30:00.000Z',
                endsAt: '2026-12-08T03:30:00.000Z',
                venue: 'Hotel Shreyas',
                address: 'Apte Road',
                agenda: '',
                status: 'cancelled',
                note: 'Diwali',
                going: 0,
              },
              answer: null,
              ticket: null,
            }}
          />
        </ul>
      </MemoryRouter>,
    );
  });
  expect(screen.getByText('रद्द: Diwali')).toBeInTheDocument();
});
