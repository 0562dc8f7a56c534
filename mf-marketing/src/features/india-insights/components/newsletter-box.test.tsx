import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import {
  answer,
  http,
  HttpResponse,
  apiUrl,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import { NewsletterBox } from './newsletter-box';

const api = setUpFakeApi();

function setup() {
  render(<NewsletterBox />);
  return { user: userEvent.setup(), input: screen.getByLabelText('E-mail address') };
}

describe('Stay Updated', () => {
  it('signs the address up and says to open the confirmation link', async () => {
    api.use(
      answer('post', '/newsletter/subscriptions', { message: NEWSLETTER_MESSAGES.checkInbox }, 202),
    );
    const requests = recordRequests(api);
    const { user, input } = setup();
    await user.type(input, 'Asha@Example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/newsletter/subscriptions',
        body: { email: 'asha@example.in', website: '', language: 'en' },
      },
    ]);
    expect(input).toHaveValue('');
  });

  it('checks the address first, and keeps it when the server cannot be reached', async () => {
    api.use(
      http.post(
        apiUrl('/newsletter/subscriptions'),
        () => new HttpResponse('Service Unavailable', { status: 503 }),
      ),
    );
    const requests = recordRequests(api);
    const { user, input } = setup();
    await user.type(input, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeVisible();
    expect(requests).toEqual([]);

    await user.type(input, 'example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('We could not sign you up just now. Please try again.'),
    ).toBeVisible();
    expect(input).toHaveValue('asha@example.in');
  });
});
