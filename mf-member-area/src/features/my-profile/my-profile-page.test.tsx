import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProfile } from '@club/contract/companies';
import { useSessionStore } from '@club/platform/session/session-store';
import { makeEmptyCompanyProfile, makeProfile } from '@club/test-fixtures/profile-fixture';
import { MemoryRouter } from 'react-router-dom';
import MyProfilePage from './my-profile-page';

const user = makeProfile({ membershipActive: true });
const [company] = user.companies;
if (!company) throw new Error('the fixture has a company');

const STORED: CompanyProfile = makeEmptyCompanyProfile(user);

type Answer = { status: number; data?: unknown };

/** The API at the edge: GETs of the profile and lists; PATCHes answered by `onSave`. */
function api(onSave: (body: Record<string, unknown>) => Answer) {
  const saves: Record<string, unknown>[] = [];
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    const url = request.url;
    let answer: Answer = { status: 404, data: { error: { code: 'NOT_FOUND', message: 'No' } } };
    if (request.method === 'PATCH' && url === '/companies/profile') {
      const body = request.data as Record<string, unknown>;
      saves.push(body);
      answer = onSave(body);
    } else if (url === '/companies/profile') answer = { status: 200, data: STORED };
    else if (url === '/firm-types') {
      answer = { status: 200, data: { items: [{ id: 1, name: 'Proprietorship' }] } };
    } else if (url === '/revenue-bands') {
      answer = { status: 200, data: { items: [] } };
    }
    const response = {
      data: answer.data,
      status: answer.status,
      headers: new Headers(),
    };
    if (answer.status >= 400) return response;
    return response;
  });
  return saves;
}

function renderPage() {
  useSessionStore.getState().setProfile(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-profile']}>
        <MyProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the profile wizard', () => {
  it('moves with Next and Previous without saving; only Save Profile saves, with nothing a placeholder shows', async () => {
    const saves = api(() => ({ status: 200, data: STORED }));
    const person = userEvent.setup();
    renderPage();
    await stepHeading('Registration Info');
    // The city is empty, not the state's name, and its placeholder is no state.
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('');
    expect(city.getAttribute('placeholder') ?? '').not.toMatch(/Gujarat/);

    await person.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Profile Image');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Business Details');
    expect(screen.getByRole('combobox', { name: 'Firm type' })).toHaveValue('');
    await person.type(screen.getByRole('textbox', { name: /Brief/ }), 'Brass valves since 1994.');
    await person.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Products & Services');
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(saves).toEqual([]);

    // Back and forth keeps what was typed.
    await person.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Business Details');
    expect(screen.getByRole('textbox', { name: /Brief/ })).toHaveValue('Brass valves since 1994.');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Products & Services');
    expect(saves).toEqual([]);

    await person.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ brief: 'Brass valves since 1994.' });
    expect(saves[0]).not.toHaveProperty('city');
    expect(saves[0]).not.toHaveProperty('firmTypeId');
    expect(saves[0]).not.toHaveProperty('revenueBandId');
  });

  it('checks only the current step on Next, stays there and focuses the wrong field', async () => {
    const saves = api(() => ({ status: 200, data: STORED }));
    const person = userEvent.setup();
    renderPage();
    await stepHeading('Registration Info');
    const website = screen.getByRole('textbox', { name: 'Website' });
    await person.type(website, 'not a site');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Registration Info' }),
    ).toBeInTheDocument();
    expect(website).toHaveFocus();

    // With that error left on step 1, Next on step 3 goes to step 4, not back to step 1.
    await person.click(screen.getByRole('button', { name: /Business Details/ }));
    await stepHeading('Business Details');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Products & Services');
    expect(saves).toEqual([]);
  });

  it('keeps everything typed when a save fails', async () => {
    api(() => ({
      status: 503,
      data: { error: { code: 'UNAVAILABLE', message: 'The database is busy' } },
    }));
    const person = userEvent.setup();
    renderPage();
    await stepHeading('Registration Info');
    await person.type(screen.getByRole('textbox', { name: 'City' }), 'Vadodara');
    await person.click(screen.getByRole('button', { name: /Products & Services/ }));
    await stepHeading('Products & Services');
    await person.type(screen.getByRole('textbox', { name: 'About the company' }), 'Family firm.');
    await person.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'About the company' })).toHaveValue('Family firm.');
    await person.click(screen.getByRole('button', { name: /Registration Info/ }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Vadodara');
  });
});
