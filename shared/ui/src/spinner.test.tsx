import { render, screen } from '@testing-library/react';
import { Skeleton } from '@club/ui/skeleton';
import { Spinner } from '@club/ui/spinner';

describe('Spinner', () => {
  it('is a status with a default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes a label and a size', () => {
    render(<Spinner label="Loading members" size={48} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading members');
    expect(status.style.getPropertyValue('--spinner-size')).toBe('48px');
  });

  it('can be purely decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by its props', () => {
    const { container } = render(<Skeleton width={120} height="2rem" radius="full" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('2rem');
    expect(block.style.borderRadius).toBe('9999px');
  });
});
