import {
  answer,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { CutsSection } from './cuts-section';
import { newsItem } from './test-news-cards';

const carouselLoaded = vi.hoisted(() => vi.fn());
vi.mock('./news-carousel', async (importOriginal) => {
  carouselLoaded();
  return importOriginal();
});
const api = setUpFakeApi();
let sent: SentRequest[];

/** A stand-in IntersectionObserver: the test says when the news area comes into view. */
let reportView: (visible: boolean) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    reportView = (visible) =>
      callback(
        [{ isIntersecting: visible } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.use(answer('get', '/news', { items: [newsItem(1)], nextCursor: null } as never));
  sent = recordRequests(api);
});

afterEach(() => vi.unstubAllGlobals());

async function renderCuts() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CutsSection />
    </QueryClientProvider>,
  );
  await act(async () => undefined);
}

describe('Cuts', () => {
  it('leaves the news code and data alone while the visitor stays on the first screen', async () => {
    await renderCuts();
    act(() => reportView(false));
    expect(screen.getByRole('heading', { name: 'Cuts' })).toBeInTheDocument();
    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();
    expect(carouselLoaded).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads the news as soon as the visitor scrolls', async () => {
    await renderCuts();
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('list', { name: 'Latest news' })).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /news']);
  });

  it('loads the news when their area comes into view', async () => {
    await renderCuts();
    act(() => reportView(true));
    expect(await screen.findByRole('list', { name: 'Latest news' })).toBeInTheDocument();
  });
});
