import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ProducersPage from '../producers-page';
import ProvidersPage from '../providers-page';

function renderPage(page: 'producers' | 'providers') {
  return render(
    <MemoryRouter>{page === 'producers' ? <ProducersPage /> : <ProvidersPage />}</MemoryRouter>,
  );
}

describe('Producers page', () => {
  it('has the banner of the spec', () => {
    renderPage('producers');
    expect(screen.getByRole('heading', { level: 1, name: 'Producers' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'It is important for a Service Provider to have quality Product Manufacturers for consistent business.',
      ),
    ).toBeInTheDocument();
  });

  it('shows 16 tile buttons, and a tile opens its modal', async () => {
    renderPage('producers');
    const grid = screen.getByRole('list', { name: 'Producers areas' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles).toHaveLength(16);
    expect(tiles[0]).toHaveAccessibleName(/^Apparels & Accessories/);

    fireEvent.click(within(grid).getByRole('button', { name: /^Specialty Chemicals/ }));
    const dialog = screen.getByRole('dialog', { name: 'Specialty Chemicals' });
    expect(dialog).toHaveAccessibleDescription(/Dyes, pigments/);
    // The details follow in the frame after the dialog first shows.
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Manufacturing Overview' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    // The page stops scrolling once the dialog has been painted.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Providers page', () => {
  it("has the spec's banner and a 'Service Overview' in its modal", async () => {
    renderPage('providers');
    expect(screen.getByRole('heading', { level: 1, name: 'Providers' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'It is vital for a Product Manufacturer to have committed Service Providers for sustainable growth.',
      ),
    ).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Providers areas' });
    expect(within(grid).getAllByRole('button')).toHaveLength(16);

    fireEvent.click(within(grid).getByRole('button', { name: /^IT Solutions/ }));
    const dialog = screen.getByRole('dialog', { name: 'IT Solutions' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Service Overview' }),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
