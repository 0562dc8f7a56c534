import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { catalogues as uiCatalogues } from '@club/ui/ui-messages';
import RemoteUnavailable from '@club/platform/federation/remote-unavailable';
import { catalogues } from '@club/platform/platform-messages';
import { AccessGuard } from '@club/platform/session/access-guard';
import { useSessionStore } from '@club/platform/session/session-store';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

describe('the platform in Hindi and Gujarati', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    useSessionStore.getState().closeSignIn();
  });
  afterEach(() => activateLocale('en'));

  it('asks a signed-out visitor to log in, in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await loadCatalogue(uiCatalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <AccessGuard access="signed-in">
            <p>Secret members page</p>
          </AccessGuard>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { name: 'पहुँच सीमित है' })).toBeInTheDocument();
    expect(screen.getByText('यह पेज देखने के लिए कृपया लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();
  });

  it('says a section is unavailable, with a Retry, in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await loadCatalogue(uiCatalogues, 'gu');
    await act(async () => {
      render(<RemoteUnavailable size="page" onRetry={vi.fn()} />);
    });
    expect(screen.getByRole('heading', { name: 'આ વિભાગ હાલ પૂરતો ઉપલબ્ધ નથી' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ફરી પ્રયાસ કરો' })).toBeInTheDocument();
  });
});
