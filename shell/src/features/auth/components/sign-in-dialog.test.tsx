import { useSessionStore } from '@club/platform/session/session-store';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SignInDialog } from './sign-in-dialog';

describe('SignInDialog', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().closeSignIn());
  });

  it('starts with the e-mail address its opener gave, ready to send the code', () => {
    render(
      <MemoryRouter>
        <SignInDialog />
      </MemoryRouter>,
    );
    act(() => useSessionStore.getState().openSignIn({ email: 'rohan@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('rohan@example.in');
  });

  it('starts empty when opened without an address, also after a prefilled opening', () => {
    render(
      <MemoryRouter>
        <SignInDialog />
      </MemoryRouter>,
    );
    act(() => useSessionStore.getState().openSignIn({ email: 'rohan@example.in' }));
    act(() => useSessionStore.getState().closeSignIn());
    act(() => useSessionStore.getState().openSignIn());
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('');
  });
});
