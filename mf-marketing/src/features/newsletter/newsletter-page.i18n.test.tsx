import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { catalogues } from './i18n';
import NewsletterPage from './newsletter-page';

const api = setUpFakeApi();

afterEach(() => {
  activateLocale('en');
});

describe('the newsletter link page in Hindi', () => {
  it('confirms in Hindi, with the API’s answer in Hindi too', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    api.use(answer('post', '/newsletter/confirm', { message: NEWSLETTER_MESSAGES.confirmed }));
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/newsletter/confirm?token=a-token-from-the-email-link']}>
          <NewsletterPage action="confirm" />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'सदस्यता की पुष्टि हो गई' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'आपकी सदस्यता की पुष्टि हो गई है। India Insights के नए लेख आपके इनबॉक्स में पहुँचेंगे।',
    );
    expect(screen.getByRole('link', { name: 'India Insights पढ़ें' })).toBeInTheDocument();
  });
});
