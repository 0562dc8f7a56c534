import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { catalogues } from '../i18n';
import { LeadImagesPicker, tooManyImagesMessage } from './lead-images-picker';

afterEach(() => activateLocale('en'));

describe('the lead images picker in Hindi', () => {
  it('says what to add and what was refused in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(<LeadImagesPicker images={[]} onChange={() => undefined} />);
    });
    expect(screen.getByRole('group', { name: /तस्वीरें/ })).toBeInTheDocument();
    expect(screen.getByText('तस्वीरें जोड़ें')).toBeInTheDocument();
    expect(tooManyImagesMessage(2)).toBe('केवल 3 तस्वीरें जोड़ी जा सकती हैं; पहली 2 रखी गईं।');
  });
});
