import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrowRight } from 'lucide-react';
import { Button, ButtonLink, buttonClassName } from '@club/ui/button';

describe('Button', () => {
  it('is type="button" by default and forwards native props and ref', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} data-testid="join" variant="secondary" size="lg">
        Join
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-testid', 'join');
    expect(ref.current).toBe(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can submit a form', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('is disabled and aria-busy while loading, with a spinner', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} icon={<ArrowRight data-testid="icon" />}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    expect(button.querySelector('svg')).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button icon={<ArrowRight data-testid="icon" />}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('supports an icon-only button with an aria-label', () => {
    render(<Button aria-label="Search" icon={<ArrowRight />} variant="ghost" />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('ButtonLink', () => {
  it('renders a router link with the button look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/membership" variant="primary" size="lg">
          Become a member
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Become a member' });
    expect(link).toHaveAttribute('href', '/membership');
    expect(link.className).toBe(buttonClassName({ variant: 'primary', size: 'lg' }));
  });
});
