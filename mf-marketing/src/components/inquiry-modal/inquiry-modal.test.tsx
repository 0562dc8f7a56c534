import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { answer, answerError, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { InquiryModal } from './inquiry-modal';

const api = setUpFakeApi();

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter initialEntries={['/consult/export']}>
      <button type="button" onClick={() => setOpen(true)}>
        Inquire Now
      </button>
      <InquiryModal
        open={open}
        title="Get Expert Help"
        kind="expert-help"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </MemoryRouter>
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

  it('sends the message to the club, says so and that the reply comes by e-mail, then clears', async () => {
    const user = userEvent.setup();
    api.use(answer('post', '/inquiries', { received: true }));
    const requests = recordRequests(api);
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your message has been sent.');
    expect(status).toHaveTextContent(
      'We have e-mailed an acknowledgement to asha@example.in, and an expert will reply to that address by e-mail.',
    );
    expect(screen.getByRole('dialog', { name: 'Get Expert Help' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Done' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/inquiries',
        body: {
          kind: 'expert-help',
          name: 'Asha Patel',
          phone: '+91 98250 12345',
          email: 'asha@example.in',
          subject: 'Plant expansion',
          message: 'We plan a second line in Vadodara.',
          page: '/consult/export',
          language: 'en',
          website: '',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Inquire Now' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps the text and says so when sending fails; trying again sends it', async () => {
    const user = userEvent.setup();
    api.use(answerError('post', '/inquiries', 503, 'The server is busy', 'UNAVAILABLE'));
    render(<Harness />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('We plan a second line in Vadodara.');

    api.use(answer('post', '/inquiries', { received: true }));
    const requests = recordRequests(api);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(requests).toHaveLength(1);
  });
});
