import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollReset } from './scroll-reset';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollReset /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollReset', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => vi.useRealTimers());

  it('starts a new page at the top', async () => {
    const router = renderAt('/my-profile');
    await act(() => router.navigate('/connect/membership'));
    act(() => vi.advanceTimersByTime(400));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves a link to a part of a page to that page (no reset over the part it shows)', async () => {
    const router = renderAt('/my-profile');
    await act(() => router.navigate('/connect/membership#business-registration'));
    act(() => vi.advanceTimersByTime(400));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
