import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import {
  answer,
  answerError,
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import NewsletterPage from './newsletter-page';

const api = setUpFakeApi();

function open(action: 'confirm' | 'unsubscribe', token = 'a-token-from-the-email-link') {
  render(
    <MemoryRouter initialEntries={[`/newsletter/${action}?token=${token}`]}>
      <NewsletterPage action={action} />
    </MemoryRouter>,
  );
}

describe('the newsletter link page', () => {
  it('confirms with the token of the link, once', async () => {
    api.use(answer('post', '/newsletter/confirm', { message: NEWSLETTER_MESSAGES.confirmed }));
    const requests = recordRequests(api);
    open('confirm');
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.confirmed);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/newsletter/confirm',
        body: { token: 'a-token-from-the-email-link' },
      },
    ]);
  });

  it('says when a link is not valid', async () => {
    api.use(
      answerError(
        'post',
        '/newsletter/unsubscribe',
        400,
        NEWSLETTER_MESSAGES.invalidLink,
        'VALIDATION_ERROR',
      ),
    );
    open('unsubscribe', 'x');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'Read India Insights' })).toHaveAttribute(
      'href',
      '/india-insights',
    );
  });

  it('offers another try when the server cannot be reached', async () => {
    let reachable = false;
    api.use(
      http.post(apiUrl('/newsletter/unsubscribe'), () =>
        reachable
          ? HttpResponse.json({ message: NEWSLETTER_MESSAGES.unsubscribed })
          : new HttpResponse('Service Unavailable', { status: 503 }),
      ),
    );
    const requests = recordRequests(api);
    open('unsubscribe');
    expect(
      await screen.findByRole('heading', { name: 'We could not unsubscribe you just now' }),
    ).toBeVisible();

    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});
