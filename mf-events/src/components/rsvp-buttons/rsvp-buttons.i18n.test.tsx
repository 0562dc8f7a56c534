import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { catalogues } from '../i18n';
import { RsvpButtons } from './rsvp-buttons';

afterEach(() => activateLocale('en'));

it('asks in Hindi whether the member is coming', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RsvpButtons meetingId="m1" answer="yes" />
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('group', { name: 'क्या आप आ रहे हैं?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'हाँ' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'शायद' })).toBeInTheDocument();
});
