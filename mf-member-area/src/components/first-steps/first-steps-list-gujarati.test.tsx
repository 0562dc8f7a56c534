import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FirstStepsList } from './first-steps-list';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

describe('the first steps in Gujarati', () => {
  it('names each step, its state and its action in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(
        <MemoryRouter>
          <FirstStepsList
            state={{
              steps: {
                profile: false,
                directory: true,
                logo: false,
                leadAlerts: false,
                firstLead: false,
                meetMembers: false,
              },
              profilePercent: 60,
              dismissed: false,
            }}
          />
        </MemoryRouter>,
      );
    });
    const list = screen.getByRole('list', { name: 'પ્રથમ પગલાં' });
    const [profile, directory] = within(list).getAllByRole('listitem');
    expect(profile).toHaveTextContent('આપની કંપની પ્રોફાઇલ પૂર્ણ કરો (હજુ પૂર્ણ નથી)');
    expect(profile).toHaveTextContent('પ્રોફાઇલ 60% પૂર્ણ');
    expect(
      within(profile as HTMLElement).getByRole('link', {
        name: 'પ્રોફાઇલ સંપાદિત કરો: આપની કંપની પ્રોફાઇલ પૂર્ણ કરો',
      }),
    ).toHaveAttribute('href', '/my-profile');
    expect(directory).toHaveTextContent('મારી કંપનીને અમારા સભ્યોમાં બતાવો (પૂર્ણ)');
    expect(within(directory as HTMLElement).getByRole('link')).toHaveTextContent('ખોલો');
  });
});
