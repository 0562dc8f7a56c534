import { setUpFakeApi } from '@club/test-fixtures/msw-api';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from './i18n';
import ServicePage from './service-page';

setUpFakeApi();

afterEach(() => {
  activateLocale('en');
});

function renderService(service: 'change-management' | 'market-research') {
  return render(
    <MemoryRouter>
      <ServicePage service={service} />
    </MemoryRouter>,
  );
}

describe('ServicePage', () => {
  it('shows a framework service in English by default', () => {
    renderService('change-management');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Change Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pillar 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Client companies' })).toBeInTheDocument();
  });

  it('shows a framework service in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      renderService('change-management');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'परिवर्तन प्रबंधन' })).toBeInTheDocument();
    expect(screen.getByText('स्तंभ 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी पूछताछ करें' })).toBeInTheDocument();
  });

  it('shows a descriptive service in Gujarati, the club’s name kept', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      renderService('market-research');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'માર્કેટ રિસર્ચ' })).toBeInTheDocument();
    expect(screen.getByText(/^BizBridge Club ઉત્પાદકો/)).toBeInTheDocument();
  });
});
