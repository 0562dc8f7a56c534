import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeDialog } from '@club/ui/code-dialog';

function renderDialog(overrides: Partial<Parameters<typeof CodeDialog>[0]> = {}) {
  const props = {
    open: true,
    title: 'Verify your e-mail',
    description: 'We sent a 6-digit code.',
    submitLabel: 'Verify OTP',
    onVerify: vi.fn(async () => {}),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<CodeDialog {...props} />);
  return props;
}

describe('CodeDialog', () => {
  it('submits only six digits, shows why a code was refused, and clears it on a new code', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    const props = renderDialog({
      onVerify: vi.fn(async () => {
        throw new Error('Incorrect code. 4 attempts left.');
      }),
      onResend,
    });
    const submit = screen.getByRole('button', { name: 'Verify OTP' });
    await user.type(screen.getByLabelText(/Verification code/), '12a345');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Verification code/), '6');
    await user.click(submit);
    expect(props.onVerify).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Incorrect code. 4 attempts left.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('');
    expect(screen.queryByText('Incorrect code. 4 attempts left.')).not.toBeInTheDocument();
  });

  it('offers no new code unless asked to, and Cancel closes', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });
});
