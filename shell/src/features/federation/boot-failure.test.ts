import { screen } from '@testing-library/react';
import { showBootFailure } from './boot-failure';

describe('the screen shown when the site cannot start', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><p>Prerendered page</p></div>';
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('replaces the page with what went wrong and a Reload button, in English', () => {
    window.history.replaceState(null, '', '/about');
    showBootFailure();
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Prerendered page')).not.toBeInTheDocument();
  });

  it('speaks the language of the page’s address', () => {
    window.history.replaceState(null, '', '/gu/about');
    showBootFailure();
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'gu-IN');
    expect(screen.getByRole('heading', { name: 'સાઇટ શરૂ થઈ શકી નથી' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ફરીથી લોડ કરો' })).toBeInTheDocument();
    document.body.innerHTML = '<div id="root"></div>';

    window.history.replaceState(null, '', '/hi');
    showBootFailure();
    expect(screen.getByRole('heading', { name: 'साइट शुरू नहीं हो सकी' })).toBeInTheDocument();
  });
});
