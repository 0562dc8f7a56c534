import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { answer, answerError, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { ContactForm } from './contact-form';

const api = setUpFakeApi();

const THANKS = 'Thank you for your message! We will get back to you soon.';

function setup() {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  api.use(answer('post', '/inquiries', { received: true }));
  const requests = recordRequests(api);
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactForm />
    </MemoryRouter>,
  );
  return { user, alert, requests };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText('Contact No.'), '+91 98250 12345');
  await user.type(screen.getByLabelText('Company Name'), 'Patel Polymers');
  await user.selectOptions(screen.getByLabelText('Category'), 'producers');
  await user.type(screen.getByLabelText(/^Message/), 'We would like to join the Vadodara chapter.');
}

describe('ContactForm', () => {
  it('has the six fields, with Name, Email and Message marked required', () => {
    setup();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Contact No.')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Contact No.')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('aria-required');
    const category = screen.getByLabelText('Category');
    expect(
      Array.from(category.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Select a category', 'Producers', 'Providers']);
  });

  it('refuses to submit without the required fields', async () => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail address', async () => {
    const { user, alert } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Asha Patel');
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as the visitor types in it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'A');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  });

  it("sends the message to the club, then thanks in the site's dialog (not the browser's) and clears the form", async () => {
    const { user, alert, requests } = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('dialog', { name: THANKS });
    expect(alert).not.toHaveBeenCalled();
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/inquiries',
        body: {
          kind: 'contact',
          name: 'Asha Patel',
          email: 'asha@example.in',
          phone: '+91 98250 12345',
          companyName: 'Patel Polymers',
          category: 'producers',
          message: 'We would like to join the Vadodara chapter.',
          page: '/contact',
          language: 'en',
          website: '',
        },
      },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText('Contact No.')).toHaveValue('');
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('keeps every field and says so when the message cannot be sent', async () => {
    const { user, alert } = setup();
    api.use(answerError('post', '/inquiries', 503, 'The server is busy', 'UNAVAILABLE'));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Patel');
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'We would like to join the Vadodara chapter.',
    );
  });
});
