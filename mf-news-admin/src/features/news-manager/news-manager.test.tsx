import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNewsItem } from '@club/contract/news';
import { onSiteEvent } from '@club/platform/events/site-events';
import {
  answer,
  answerError,
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import NewsManager from './news-manager';

const api = setUpFakeApi();

function newsItem(n: number, addedBy: string | null = 'admin@demo.club'): AdminNewsItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item number ${n}`,
    content: 'Text',
    imageUrl: null,
    imageKey: null,
    source: null,
    externalUrl: null,
    tags: ['Trade', 'Export'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    addedBy,
  };
}

const PRESIGNED = {
  uploadUrl: 'https://files.example/upload/news/abc?sig=1',
  objectKey: 'news/abc.png',
  publicUrl: 'https://files.example/news/abc.png',
  headers: { 'content-type': 'image/png' },
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);

/**
 * The admin list answers from `pages`, one page per cursor; a test adds the
 * other endpoints it needs with `api.use`. Returns every request sent.
 */
function serve(pages: AdminNewsItem[][], total: number) {
  api.use(
    http.get(apiUrl('/admin/news'), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const index = cursor ? Number(cursor) : 0;
      const next = index + 1 < pages.length ? String(index + 1) : null;
      return HttpResponse.json({ items: pages[index] ?? [], nextCursor: next, total });
    }),
  );
  return recordRequests(api);
}

async function openManager() {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsManager />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Manage' }));
  const dialog = await screen.findByRole('dialog', { name: 'News Manager' });
  return { user, dialog };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the news manager', () => {
  it('counts every live item, names who added each, and loads more on request', async () => {
    serve([[newsItem(1), newsItem(2, null)], [newsItem(3)]], 3);
    const { user, dialog } = await openManager();

    expect(await within(dialog).findByRole('heading', { name: 'Current News (3)' })).toBeVisible();
    const items = () => within(dialog).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toHaveTextContent('Added by admin@demo.club on 20 Nov 2026');
    expect(items()[0]).toHaveTextContent('Trade · Export');
    expect(items()[1]).toHaveTextContent('Added on 20 Nov 2026');

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what is missing before sending anything', async () => {
    const requests = serve([[]], 0);
    const { user, dialog } = await openManager();
    await within(dialog).findByRole('heading', { name: 'Current News (0)' });

    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    expect(await within(dialog).findAllByText('Please fill in title and content')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Hi');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Body');
    await user.type(within(dialog).getByLabelText('External URL'), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    expect(
      await within(dialog).findByText('Title must be between 3 and 180 characters'),
    ).toBeVisible();
    expect(within(dialog).getByText('Enter a valid URL')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('stops the save when the image upload fails, keeping what was typed', async () => {
    api.use(answer('post', '/uploads/news/presign', PRESIGNED));
    const requests = serve([[]], 0);
    // The storage cannot be reached.
    const puts: string[] = [];
    api.use(
      http.put(PRESIGNED.uploadUrl, ({ request }) => {
        puts.push(`${request.headers.get('content-type')}`);
        return HttpResponse.error();
      }),
    );
    const { user, dialog } = await openManager();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Surat textile fair');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Two hundred stalls.');
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File([PNG], 'fair.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Preview of the image' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));

    expect(await within(dialog).findByText('Failed to upload image')).toBeVisible();
    expect(puts).toEqual(['image/png']);
    expect(requests.some((request) => request.path === '/news')).toBe(false);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Surat textile fair');
  });

  it('refuses a file that is not an image by its content, whatever its name', async () => {
    serve([[]], 0);
    const { user, dialog } = await openManager();
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File(['plain text'], 'photo.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Please select an image file')).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: 'Preview of the image' })).toBeNull();
  });

  it("shows the server's message when a save fails, else the spec's; a save tells the site", async () => {
    api.use(answerError('post', '/news', 400, 'At most 20 tags', 'VALIDATION_ERROR'));
    const requests = serve([[]], 0);
    const updates: unknown[] = [];
    const stop = onSiteEvent('newsUpdated', (detail) => updates.push(detail));
    const { user, dialog } = await openManager();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Rajkot forging cluster');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Orders up.');
    await user.click(within(dialog).getByRole('button', { name: 'Trade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    expect(await within(dialog).findByText('At most 20 tags')).toBeVisible();

    api.use(
      http.post(apiUrl('/news'), () => new HttpResponse('Internal Server Error', { status: 500 })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    expect(await within(dialog).findByText('Failed to save news. Please try again.')).toBeVisible();

    api.use(answer('post', '/news', newsItem(9), 201));
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('');
    expect(requests.filter((request) => request.path === '/news').at(-1)?.body).toEqual({
      title: 'Rajkot forging cluster',
      content: 'Orders up.',
      tags: ['Trade'],
    });
    stop();
  });

  it("explains that editing is not supported, and deletes after confirming in the site's dialog", async () => {
    let deleteStatus = 500;
    const deletes: string[] = [];
    api.use(
      http.delete(apiUrl('/news/:id'), ({ request }) => {
        deletes.push(new URL(request.url).pathname);
        return HttpResponse.json({ ok: true }, { status: deleteStatus });
      }),
    );
    serve([[newsItem(1)]], 1);
    const nativeConfirm = vi.spyOn(window, 'confirm');
    const { user, dialog } = await openManager();
    const item = await within(dialog).findByRole('listitem');

    await user.click(within(item).getByRole('button', { name: 'Edit Item number 1' }));
    const message = await screen.findByRole('dialog', {
      name: 'Editing is not supported. Please delete and create a new news item instead.',
    });
    await user.click(within(message).getByRole('button', { name: 'OK' }));

    // Escape cancels: nothing is deleted, the manager stays open, focus is back on Delete.
    const deleteButton = within(item).getByRole('button', { name: 'Delete Item number 1' });
    await user.click(deleteButton);
    const ask = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this news item?',
    });
    expect(ask).toHaveAccessibleDescription('Item number 1');
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Are you sure/ })).toBeNull();
    expect(dialog).toBeVisible();
    expect(deleteButton).toHaveFocus();
    expect(deletes).toEqual([]);

    // Confirmed, the delete fails and says so.
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('dialog', { name: 'Failed to delete news. Please try again.' }),
    ).toBeVisible();
    expect(deletes).toHaveLength(1);

    // Cancel keeps the item.
    deleteStatus = 200;
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(within(item).getByRole('button', { name: 'Delete Item number 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('listitem')).toBeVisible();
    expect(deletes).toHaveLength(1);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });
});
