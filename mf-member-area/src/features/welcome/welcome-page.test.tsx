import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { MemoryRouter } from 'react-router-dom';
import WelcomePage from './welcome-page';

const HALF_WAY = {
  steps: {
    profile: false,
    directory: false,
    logo: false,
    leadAlerts: true,
    firstLead: false,
    meetMembers: true,
  },
  profilePercent: 60,
  dismissed: false,
};

/** The API at the edge: GET /me/first-steps answers each of `answers` in turn. */
function api(answers: { status: number; data?: unknown }[]) {
  let call = 0;
  setHttpTransport(async (request: HttpRequest) => {
    const answer =
      request.url === '/me/first-steps'
        ? (answers[Math.min(call++, answers.length - 1)] ?? { status: 404 })
        : { status: 404 };
    const response: HttpResponse = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    if (answer.status >= 400) return response;
    return response;
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WelcomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    compassUrl: 'https://compass.example',
    remotes: {
      marketing: 'http://a.test',
      onboarding: 'http://a.test',
      member_area: 'http://a.test',
      news_admin: 'http://a.test',
      events: 'http://a.test',
    },
  });
});

describe('Welcome', () => {
  it('lists the first steps as the server knows them, done or not, with where to do each', async () => {
    api([{ status: 200, data: HALF_WAY }]);
    renderPage();
    expect(screen.getByTestId('first-steps-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading your first steps…')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'First steps' });
    expect(screen.getByText('2 of 6 done')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Complete your company profile (Not done yet)',
      'Show my company in Our Members (Not done yet)',
      'Upload your logo (Not done yet)',
      'Follow lead alerts (Done)',
      'Post or save your first lead (Not done yet)',
      'Meet the members (Done)',
    ]);
    expect(items[0]).toHaveTextContent('Profile 60% complete');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/my-profile',
    );
    // The directory step leads to its switch; the logo no longer promises a place in Our Members.
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/my-account/privacy#your-choices',
    );
    expect(items[2]).toHaveTextContent('in Our Members once your company is shown there');
    expect(within(items[3] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/my-leads');
    expect(within(items[5] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/meet-members',
    );
  });

  it('says when the steps could not be loaded, and tries again', async () => {
    api([{ status: 500 }, { status: 200, data: HALF_WAY }]);
    renderPage();
    expect(await screen.findByText('Your first steps could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'First steps' })).toBeInTheDocument();
  });

  it('says so when every step is done', async () => {
    api([
      {
        status: 200,
        data: {
          steps: {
            profile: true,
            directory: true,
            logo: true,
            leadAlerts: true,
            firstLead: true,
            meetMembers: true,
          },
          profilePercent: 100,
          dismissed: false,
        },
      },
    ]);
    renderPage();
    expect(await screen.findByText('6 of 6 done')).toBeInTheDocument();
    expect(screen.getByText('All done')).toBeInTheDocument();
  });
});
