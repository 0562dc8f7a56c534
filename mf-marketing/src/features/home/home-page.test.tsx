import { apiUrl, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './home-page';

// The API never answers here: the page's own parts show, the lists stay loading.
setUpFakeApi(http.get(apiUrl('/*'), () => new Promise<never>(() => undefined)));

/** The home page, once the sections whose code loads apart (deferredPart) are drawn too. */
async function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The first test of the file also waits for those modules' first transform, which on a
  // busy machine alone took over the default five seconds.
  for (const name of ['Collaborate', 'Membership', 'Our Customers']) {
    await screen.findByRole('region', { name }, { timeout: 15_000 });
  }
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('has one h1 and an h2 per section in order', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cuts',
      'Collaborate',
      'Membership',
      'Our Companies',
      'Our Customers',
      'Ask an Expert',
    ]);
  });

  it('links every Collaborate pillar to its pages', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Collaborate' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/connect/membership',
      '/connect/producers',
      '/connect/providers',
      '/consult/change-management',
      '/consult/project-management',
      '/consult/operations-management',
      '/coserve/market-research',
      '/coserve/market-exposition',
      '/coserve/market-development',
      '/capital',
    ]);
  });

  it('shows the three plans with their exact prices, each going to /connect/membership', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Membership' });
    expect(within(section).getByText('₹ 1,00,000 + GST')).toBeInTheDocument();
    expect(within(section).getAllByText('₹ 50,000 + GST')).toHaveLength(2);
    const buttons = within(section).getAllByRole('link', { name: 'Be a Member' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/connect/membership');
    expect(buttons[0]).toHaveAccessibleDescription('Promoters');
  });

  it('flags each of the four customers with a USA location', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Customers' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getAllByText(/^USA · /)).toHaveLength(4);
  });

  it('opens the Ask an Expert form, loaded on first use', async () => {
    const user = userEvent.setup();
    await renderHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    // The form's module is fetched on this first click: allow for a slow import.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ask an Expert' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByLabelText(/^Name/)).toBeInTheDocument();
    expect(within(dialog).getByText("We'll get back to you within 24 hours")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Please enter your name')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
