import { apiGet } from '@club/shared/api/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { CutsSection } from './cuts-section';
import { newsItem } from './test-news-cards';

const carouselLoaded = vi.hoisted(() => vi.fn());
vi.mock('./news-carousel', async (importOriginal) => {
  carouselLoaded();
  return importOriginal();
});
vi.mock('@club/shared/api/api-client', () => ({ apiGet: vi.fn() }));

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.mocked(apiGet).mockResolvedValue({ items: [newsItem(1)], nextCursor: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('Cuts', () => {
  it('loads the news code and data only once the page has painted: the hero comes first', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CutsSection />
      </QueryClientProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Cuts' })).toBeInTheDocument();
    expect(carouselLoaded).not.toHaveBeenCalled();
    expect(apiGet).not.toHaveBeenCalled();

    // The first frame paints; the news start right after it.
    act(() => frames.forEach((frame) => frame(16)));
    expect(await screen.findByRole('list', { name: 'Latest news' })).toBeInTheDocument();
    expect(carouselLoaded).toHaveBeenCalled();
    expect(apiGet).toHaveBeenCalledWith(expect.anything(), '/news');
  });
});
