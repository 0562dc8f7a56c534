import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from '@club/ui/alert';

describe('Alert', () => {
  it('uses role="alert" for errors and warnings', () => {
    render(
      <>
        <Alert tone="error" title="Payment failed">
          Try again
        </Alert>
        <Alert tone="warning">Membership expires soon</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });

  it('uses role="status" for info and success', () => {
    render(
      <>
        <Alert tone="success">Saved</Alert>
        <Alert>Heads up</Alert>
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a Dismiss button only with onDismiss', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert tone="info">Note</Alert>);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    rerender(
      <Alert tone="info" onDismiss={onDismiss}>
        Note
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
