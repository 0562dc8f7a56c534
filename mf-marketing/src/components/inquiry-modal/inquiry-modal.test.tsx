import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InquiryModal } from './inquiry-modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Inquire Now
      </button>
      <InquiryModal
        open={open}
        title="Get Expert Help"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/Phone/), '+91 98250 12345');
  await user.type(screen.getByLabelText(/E-mail/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Subject/), 'Plant expansion');
  await user.type(screen.getByLabelText(/Message/), 'We plan a second line in Vadodara.');
}

describe('InquiryModal', () => {
  it('promises a reply within 24 hours', () => {
    render(<Harness />);
    expect(screen.getByText("We'll get back to you within 24 hours")).toBeInTheDocument();
  });

  it('refuses to submit while a required field is empty, and clears the error on typing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Full name/), 'A');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it('closes and clears on a valid submit, without any network call', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Inquire Now' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });
});
