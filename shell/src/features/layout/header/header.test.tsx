import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { catalogues } from '@/i18n';
import { Header } from './header';

// Hovering or focusing a link preloads its page's remote; no remote is served here.
vi.mock('@/lib/preload-route', () => ({ preloadRoute: () => undefined }));

/** The summary (the toggle) of the header menu that reads `name`, in `scope`. */
function toggle(scope: HTMLElement, name: string): HTMLElement {
  const summary = [...scope.querySelectorAll<HTMLElement>('summary')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent)?.trim() === name,
  );
  if (!summary) throw new Error(`no menu "${name}"`);
  return summary;
}

function found<T>(element: T | null | undefined, what: string): T {
  if (!element) throw new Error(`no ${what}`);
  return element;
}

const details = (summary: HTMLElement) => summary.parentElement as HTMLDetailsElement;
const desktopNav = () =>
  found(document.querySelector<HTMLElement>('header nav:not(#mobile-menu)'), 'desktop nav');
const mobileNav = () => found(document.getElementById('mobile-menu'), 'mobile nav');
const mobileMenu = () => details(toggle(document.body, 'Menu'));

function renderHeaderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <main>Page</main>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // Navigations scroll the window, which jsdom does not do.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  // The mobile menu listens for the window growing past the phone layout.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the header menus before the app has booted', () => {
  it('are <details> with plain links, closed, and the app hydrates them without a mismatch', () => {
    const tree = (
      <MemoryRouter initialEntries={['/about']}>
        <Header />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const menus = container.querySelectorAll('details');
    // Connect, Consult, CoServe and Language on the desktop; the menu and its four sections on
    // a phone.
    expect(menus).toHaveLength(9);
    for (const menu of menus) expect(menu.open).toBe(false);
    expect(toggle(container, 'Connect').nextElementSibling?.querySelector('a')).toHaveAttribute(
      'href',
      '/connect/membership',
    );

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // As the browser parsed the server's HTML (attribute names in lower case: `hreflang`).
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(container.innerHTML).toBe(parsed.innerHTML);
    container.remove();
  });

  it('a menu the visitor opened before the app booted is the app’s open menu', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/about']}>
        <Header />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    details(toggle(container, 'Consult')).open = true;
    // Its toggle event fired while no app listened.
    await new Promise((resolve) => setTimeout(resolve, 10));

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, tree);
    });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(details(toggle(container, 'Consult')).open).toBe(false));
    container.remove();
  });
});

describe('the desktop dropdowns', () => {
  it('open on a click, one at a time, and close on a second click', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    const connect = toggle(desktopNav(), 'Connect');
    const consult = toggle(desktopNav(), 'Consult');

    await user.click(connect);
    await waitFor(() => expect(details(connect).open).toBe(true));
    expect(screen.getAllByRole('link', { name: 'Be a member' })[0]).toBeVisible();

    await user.click(consult);
    await waitFor(() => expect(details(consult).open).toBe(true));
    await waitFor(() => expect(details(connect).open).toBe(false));

    await user.click(consult);
    await waitFor(() => expect(details(consult).open).toBe(false));
  });

  it('close on Escape, which gives focus back to the summary', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    const coserve = toggle(desktopNav(), 'CoServe');
    await user.click(coserve);
    await waitFor(() => expect(details(coserve).open).toBe(true));
    await user.tab();
    expect(document.activeElement?.tagName).toBe('A');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(details(coserve).open).toBe(false));
    expect(coserve).toHaveFocus();
  });

  it('close on Escape pressed right after opening, before the app has seen the opening', () => {
    renderHeaderAt('/about');
    const connect = toggle(desktopNav(), 'Connect');
    // The browser opens the menu at once and reports it with a toggle event a task later.
    details(connect).open = true;
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(details(connect).open).toBe(false);
    expect(connect).toHaveFocus();
  });

  it('close on a click outside the navigation', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    const connect = toggle(desktopNav(), 'Connect');
    await user.click(connect);
    await waitFor(() => expect(details(connect).open).toBe(true));
    await user.click(screen.getByText('Page'));
    await waitFor(() => expect(details(connect).open).toBe(false));
  });

  it('close when a link in them is chosen, and the link navigates', async () => {
    const user = userEvent.setup();
    const router = renderHeaderAt('/about');
    const consult = toggle(desktopNav(), 'Consult');
    await user.click(consult);
    await waitFor(() => expect(details(consult).open).toBe(true));
    await user.click(within(desktopNav()).getByRole('link', { name: 'Project Management' }));
    expect(router.state.location.pathname).toBe('/consult/project-management');
    await waitFor(() => expect(details(consult).open).toBe(false));
  });
});

describe('the mobile menu', () => {
  it('opens from its button, expands one section at a time, and closes on a chosen link', async () => {
    const user = userEvent.setup();
    const router = renderHeaderAt('/about');
    const button = toggle(document.body, 'Menu');
    await user.click(button);
    await waitFor(() => expect(mobileMenu().open).toBe(true));

    const connect = toggle(mobileNav(), 'Connect');
    const coserve = toggle(mobileNav(), 'CoServe');
    await user.click(connect);
    await waitFor(() => expect(details(connect).open).toBe(true));
    await user.click(coserve);
    await waitFor(() => expect(details(coserve).open).toBe(true));
    await waitFor(() => expect(details(connect).open).toBe(false));

    await user.click(within(mobileNav()).getByRole('link', { name: 'Market Research' }));
    expect(router.state.location.pathname).toBe('/coserve/market-research');
    await waitFor(() => expect(mobileMenu().open).toBe(false));
    expect(details(coserve).open).toBe(false);
  });

  it('closes on Escape pressed right after it opened, before the app has seen the opening', () => {
    renderHeaderAt('/about');
    mobileMenu().open = true;
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(mobileMenu().open).toBe(false);
    expect(toggle(document.body, 'Menu')).toHaveFocus();
  });

  it('closes on Escape, which gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    const button = toggle(document.body, 'Menu');
    await user.click(button);
    await waitFor(() => expect(mobileMenu().open).toBe(true));
    await user.tab();
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    expect(document.activeElement).not.toBe(button);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(mobileMenu().open).toBe(false));
    expect(button).toHaveFocus();
  });

  it('holds the page still while it is open: pinned on a touch screen, not scrolled with a mouse', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    await user.click(toggle(document.body, 'Menu'));
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    expect(document.body.style.position).toBe('');
    await user.click(toggle(document.body, 'Menu'));
    await waitFor(() => expect(document.body.style.overflow).toBe(''));

    // A phone scrolls a page whose body is only `overflow: hidden` (iOS Safari): it is pinned too.
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    try {
      await user.click(toggle(document.body, 'Menu'));
      await waitFor(() => expect(document.body.style.position).toBe('fixed'));
      await user.click(toggle(document.body, 'Menu'));
      await waitFor(() => expect(document.body.style.position).toBe(''));
    } finally {
      Reflect.deleteProperty(navigator, 'maxTouchPoints');
    }
  });
});

describe('the header in Hindi', () => {
  afterEach(() => activateLocale('en'));

  it('names its menus, links and sign-in in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      renderHeaderAt('/about');
    });
    const nav = desktopNav();
    expect(within(nav).getByText('कनेक्ट')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'कार्यक्रम' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'हमारे सदस्य' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(toggle(document.body, 'मेनू')).toBeInTheDocument();
  });
});
