import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@club/ui/confirm-dialog';

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Monsoon session
      </button>
      <ConfirmDialog
        open={open}
        message="Are you sure you want to delete this news item?"
        detail="Monsoon session opens"
        confirmLabel="Delete"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks in a modal named by its question, focus on Cancel, and confirms with the action', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    render(<Page onConfirm={confirmed} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Monsoon session' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this news item?',
    });
    expect(dialog).toHaveAccessibleDescription('Monsoon session opens');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Monsoon session' })).toHaveFocus();
  });

  it('cancels on Escape and on Cancel, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    render(<Page onConfirm={confirmed} />);
    const opener = screen.getByRole('button', { name: 'Delete Monsoon session' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(confirmed).not.toHaveBeenCalled();
  });
});
