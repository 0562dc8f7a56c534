import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setUpFakeApi } from '@club/test-fixtures/msw-api';
import { catalogues } from '../i18n';
import { ContactForm } from './contact-form';

setUpFakeApi();

afterEach(() => {
  activateLocale('en');
});

describe('ContactForm in Gujarati', () => {
  it('labels its fields and shows its errors in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    const user = userEvent.setup();
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/gu/contact']}>
          <ContactForm />
        </MemoryRouter>,
      );
    });
    expect(screen.getByLabelText('કંપનીનું નામ')).toBeInTheDocument();
    const category = screen.getByLabelText('શ્રેણી');
    expect(
      Array.from(category.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['શ્રેણી પસંદ કરો', 'ઉત્પાદકો', 'સેવા પ્રદાતાઓ']);
    await user.click(screen.getByRole('button', { name: 'મોકલો' }));
    expect(await screen.findByText('કૃપા કરીને આપનું નામ દાખલ કરો')).toBeInTheDocument();
    expect(screen.getByText('કૃપા કરીને આપનું ઈ-મેલ સરનામું દાખલ કરો')).toBeInTheDocument();
  });
});
