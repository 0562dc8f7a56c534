import { MemoryRouter } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Factory } from 'lucide-react';
import { Tile, TileGrid } from '@club/ui/tile-grid';

describe('TileGrid', () => {
  it('renders a list with an item per child and the column count', () => {
    render(
      <TileGrid columns={3} aria-label="Categories">
        <Tile title="Textiles" />
        <Tile title="Chemicals" />
        <Tile title="Engineering" />
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list.style.getPropertyValue('--tile-columns')).toBe('3');
    expect(list.style.getPropertyValue('--tile-columns-md')).toBe('2');
  });
});

describe('Tile', () => {
  it('is a keyboard-usable button with onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Tile title="Producers" subtitle="Manufacturers" icon={<Factory />} onClick={onClick} />,
    );
    const tile = screen.getByRole('button', { name: /Producers/ });
    expect(tile).toHaveTextContent('Manufacturers');
    await user.tab();
    expect(tile).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('sets aria-pressed for a toggle tile', () => {
    render(<Tile title="Gujarat" onClick={() => {}} pressed />);
    expect(screen.getByRole('button', { name: 'Gujarat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is a router link with `to`', () => {
    render(
      <MemoryRouter>
        <Tile title="Vadodara" to="/cities/vadodara" tone="gamma" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Vadodara' })).toHaveAttribute(
      'href',
      '/cities/vadodara',
    );
  });

  it('is a safe external link with `href` and target _blank', () => {
    render(<Tile title="Partner" href="https://example.com" target="_blank" />);
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not interactive without a destination', () => {
    render(<Tile title="Static" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Static')).toBeInTheDocument();
  });
});
