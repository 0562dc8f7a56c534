import { setUpFakeApi } from '@club/test-fixtures/msw-api';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogues } from './i18n';
import IndiaInsightsPage from './india-insights-page';

setUpFakeApi();

afterEach(() => {
  activateLocale('en');
});

describe('IndiaInsightsPage', () => {
  it('counts the articles in English by default', async () => {
    const user = userEvent.setup();
    render(<IndiaInsightsPage />);
    expect(screen.getByText('Showing 7 of 16 articles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Management' }));
    expect(screen.getByText('Showing 3 of 3 articles in Export Management')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Your First Export Order: A Checklist for Indian MSMEs',
      }),
    ).toBeInTheDocument();
  });

  it('speaks Hindi when the page is in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    const user = userEvent.setup();
    await act(async () => {
      render(<IndiaInsightsPage />);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'नवीनतम लेख' })).toBeInTheDocument();
    expect(screen.getByText('16 लेखों में से 7 दिखाए जा रहे हैं')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'निर्यात प्रबंधन' }));
    expect(screen.getByText('निर्यात प्रबंधन में 3 लेखों में से 3 दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'पूरा लेख पढ़ें' })).toHaveLength(3);
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'आपका पहला निर्यात ऑर्डर: भारतीय MSMEs के लिए एक चेकलिस्ट',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('पढ़ने में 6 मिनट').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await screen.findByText('कृपया अपना ई-मेल पता दर्ज करें')).toBeInTheDocument();
  });
});
