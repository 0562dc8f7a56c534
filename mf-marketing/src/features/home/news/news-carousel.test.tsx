import {
  answer,
  networkFailure,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NewsCarousel } from './news-carousel';
import { newsItem } from './test-news-cards';

const api = setUpFakeApi();
let sent: SentRequest[];
const newsAnswer = (items: unknown[]) =>
  answer('get', '/news', { items, nextCursor: null } as never);
beforeEach(() => {
  sent = recordRequests(api);
});

function renderCarousel(onRetry = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsCarousel onRetry={onRetry} />
    </QueryClientProvider>,
  );
  return { onRetry };
}

const latestNews = () => screen.findByRole('list', { name: 'Latest news' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewsCarousel', () => {
  it('shows a skeleton, then the news of GET /news', async () => {
    api.use(newsAnswer([newsItem(1), newsItem(2)]));
    renderCarousel();
    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');

    const list = await latestNews();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /news']);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: /Headline 1/ })).toBeInTheDocument();
    expect(within(list).getAllByText('Nov 22, 2026')).toHaveLength(2);
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab, and renders "#" cards without a link', async () => {
    api.use(newsAnswer([newsItem(1), newsItem(2, { externalUrl: null, title: 'In-house story' })]));
    renderCarousel();
    const list = await latestNews();
    const link = within(list).getByRole('link', { name: /Headline 1/ });
    expect(link).toHaveAttribute('href', 'https://example.com/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'In-house story' })).toBeInTheDocument();
  });

  it('replaces a missing or broken image with the category initial and name', async () => {
    api.use(
      newsAnswer([
        newsItem(1, { tags: ['Policy'] }),
        newsItem(2, { imageUrl: null, imageKey: null, tags: [] }),
      ]),
    );
    renderCarousel();
    const list = await latestNews();
    const [first, second] = within(list).getAllByRole('article');
    expect(within(second as HTMLElement).getByTestId('news-image-fallback')).toHaveTextContent(
      'GGeneral',
    );

    const image = (first as HTMLElement).querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/1.jpg');
    expect(image).toHaveAttribute('width', '320');
    fireEvent.error(image as HTMLImageElement);
    const fallback = within(first as HTMLElement).getByTestId('news-image-fallback');
    expect(fallback).toHaveTextContent('PPolicy');
    expect((first as HTMLElement).querySelector('img')).toBeNull();
  });

  it("shows 'Failed to fetch news' with Try Again when the call fails", async () => {
    api.use(networkFailure('get', '/news'));
    const { onRetry } = renderCarousel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch news');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reloads when the newsUpdated event fires', async () => {
    api.use(newsAnswer([newsItem(1)]));
    renderCarousel();
    await latestNews();
    api.use(newsAnswer([newsItem(1), newsItem(2, { title: 'Fresh from the admin' })]));
    await act(async () => {
      window.dispatchEvent(new Event('newsUpdated'));
    });
    expect(
      await screen.findByRole('heading', { name: /Fresh from the admin/ }),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.path === '/news')).toHaveLength(2);
  });
});
