import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { InvitationList } from './components/invitation-list';
import { StageBadge } from './components/stage-badge';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

it('says in Gujarati that nobody is invited yet', async () => {
  await activateLocale('gu');
  await loadCatalogue(catalogues, 'gu');
  await act(async () => {
    render(<InvitationList items={[]} />);
  });
  expect(screen.getByText(/આપે હજી સુધી કોઈને આમંત્રિત કર્યા નથી/)).toBeInTheDocument();
});

it('gives the step of a stage in Hindi', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(<StageBadge stage="invited" />);
  });
  expect(screen.getByText(/\(चरण 1\/\d\)/)).toBeInTheDocument();
});
