import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { capturePrerenderedPage, PrerenderedPageOr } from './prerendered-page';

/** #root as the server sends a prerendered page: header, the page (inert), footer. */
function rootFromServer(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<header>Site header</header><main><div data-prerendered-page="/about" ' +
    'data-remote="marketing" data-module="./AboutPage" inert aria-hidden="true" ' +
    'style="display:contents"><h1>About Us</h1><a href="/contact">Contact</a></div></main>';
  return root;
}

function showAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PrerenderedPageOr fallback={<p>Loading page</p>} />
    </MemoryRouter>,
  );
}

describe('the page the server prerendered', () => {
  it('stays on screen, inert and hidden from assistive technology, until the page loads', () => {
    capturePrerenderedPage(rootFromServer());
    const { container } = showAt('/about/');
    const page = container.querySelector('[data-prerendered-page="/about"]');
    expect(page?.querySelector('h1')?.textContent).toBe('About Us');
    expect(page).toHaveAttribute('inert');
    expect(page).toHaveAttribute('aria-hidden', 'true');
    // Nothing of it is offered to screen readers or keyboard users while it cannot work.
    expect(screen.queryByRole('heading', { name: 'About Us' })).toBeNull();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('is not shown on another page: that one shows its own loading state', () => {
    capturePrerenderedPage(rootFromServer());
    const { container } = showAt('/contact');
    expect(container.querySelector('[data-prerendered-page]')).toBeNull();
    expect(screen.getByText('Loading page')).toBeInTheDocument();
  });

  it('is not there when the server sent none', () => {
    capturePrerenderedPage(document.createElement('div'));
    showAt('/about');
    expect(screen.getByText('Loading page')).toBeInTheDocument();
  });
});
