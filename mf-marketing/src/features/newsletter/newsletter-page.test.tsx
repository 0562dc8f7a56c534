import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import { fakeApi, type FakeAnswer } from '@club/test-fixtures/fake-api';
import NewsletterPage from './newsletter-page';

function open(action: 'confirm' | 'unsubscribe', token = 'a-token-from-the-email-link') {
  render(
    <MemoryRouter initialEntries={[`/newsletter/${action}?token=${token}`]}>
      <NewsletterPage action={action} />
    </MemoryRouter>,
  );
}

describe('the newsletter link page', () => {
  it('confirms with the token of the link, once', async () => {
    const requests = fakeApi({ status: 200, data: { message: NEWSLETTER_MESSAGES.confirmed } });
    open('confirm');
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.confirmed);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/newsletter/confirm',
        body: { token: 'a-token-from-the-email-link' },
      },
    ]);
  });

  it('says when a link is not valid', async () => {
    fakeApi({
      status: 400,
      data: { error: { code: 'VALIDATION_ERROR', message: NEWSLETTER_MESSAGES.invalidLink } },
    });
    open('unsubscribe', 'x');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'Read India Insights' })).toHaveAttribute(
      'href',
      '/india-insights',
    );
  });

  it('offers another try when the server cannot be reached', async () => {
    let answer: FakeAnswer = { status: 503, data: 'Service Unavailable' };
    const requests = fakeApi(() => answer);
    open('unsubscribe');
    expect(
      await screen.findByRole('heading', { name: 'We could not unsubscribe you just now' }),
    ).toBeVisible();

    answer = { status: 200, data: { message: NEWSLETTER_MESSAGES.unsubscribed } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});
