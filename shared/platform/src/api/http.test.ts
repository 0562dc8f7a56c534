import {
  fetchTransport,
  HttpError,
  isHttpError,
  sendRequest,
  setHttpTransport,
} from '@club/platform/api/http';

/** What `fetch` was called with, and what it answered. */
function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setHttpTransport(null);
});

describe('fetchTransport', () => {
  it('joins the base and the path, writes the query and sends JSON with cookies', async () => {
    const calls = stubFetch(async () => Response.json({ ok: true }, { status: 201 }));
    const response = await fetchTransport({
      method: 'POST',
      baseUrl: 'https://api.example.test',
      url: '/leads',
      params: { q: 'steel & wire', page: 2, empty: undefined, none: null, tag: ['a', 'b'] },
      data: { title: 'Bolts' },
      headers: { Authorization: 'Bearer t' },
      withCredentials: true,
    });

    expect(response.status).toBe(201);
    expect(response.data).toEqual({ ok: true });
    expect(calls[0]?.url).toBe(
      'https://api.example.test/leads?q=steel+%26+wire&page=2&tag=a&tag=b',
    );
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"title":"Bolts"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer t');
  });

  it('sends a file as it is, to an absolute URL, without cookies, and reads a non-JSON answer as text', async () => {
    const calls = stubFetch(
      async () => new Response('<Error>AccessDenied</Error>', { status: 403 }),
    );
    const file = new Blob(['png'], { type: 'image/png' });
    const error: unknown = await sendRequest({
      method: 'PUT',
      baseUrl: 'https://api.example.test',
      url: 'https://bucket.example.test/logo.png?X-Signature=s',
      data: file,
      headers: { 'Content-Type': 'image/png' },
      responseType: 'text',
    }).catch((caught: unknown) => caught);

    expect(calls[0]?.url).toBe('https://bucket.example.test/logo.png?X-Signature=s');
    expect(calls[0]?.init.body).toBe(file);
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).kind).toBe('http');
    expect((error as HttpError).response?.status).toBe(403);
    expect((error as HttpError).response?.data).toBe('<Error>AccessDenied</Error>');
  });

  it('keeps an answer that is not JSON as text, and an empty one as an empty string', async () => {
    stubFetch(async (url) =>
      url.endsWith('/html')
        ? new Response('<html>oops</html>', { status: 502 })
        : new Response(null, { status: 204 }),
    );
    const html = await fetchTransport({ method: 'GET', url: 'https://x.test/html' });
    const empty = await fetchTransport({ method: 'DELETE', url: 'https://x.test/item' });
    expect(html).toMatchObject({ status: 502, data: '<html>oops</html>' });
    expect(empty).toMatchObject({ status: 204, data: '' });
  });

  it('reads a Blob when asked to', async () => {
    stubFetch(
      async () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const response = await fetchTransport({
      method: 'GET',
      url: 'https://x.test/invoice.pdf',
      responseType: 'blob',
    });
    // (The test's DOM has a Blob class of its own besides the one `fetch` makes.)
    const blob = response.data as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('tells a lost connection, a timeout and a cancellation apart', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const lost: unknown = await fetchTransport({ method: 'GET', url: 'https://x.test/a' }).catch(
      (caught: unknown) => caught,
    );
    expect((lost as HttpError).kind).toBe('network');
    expect((lost as HttpError).response).toBeUndefined();

    // A server that never answers, until the request is aborted.
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    vi.useFakeTimers();
    const slow = fetchTransport({ method: 'GET', url: 'https://x.test/b', timeout: 30_000 }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await slow) as HttpError).kind).toBe('timeout');
    vi.useRealTimers();

    const controller = new AbortController();
    const cancelled = fetchTransport({
      method: 'GET',
      url: 'https://x.test/c',
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    controller.abort();
    expect(((await cancelled) as HttpError).kind).toBe('aborted');
  });
});

describe('sendRequest', () => {
  it('returns answers below 400 and throws an HttpError carrying the answer from 400 on', async () => {
    setHttpTransport(async (request) => ({
      status: request.url === '/ok' ? 200 : 409,
      data: { error: { code: 'CONFLICT', message: 'Taken' } },
      headers: new Headers(),
    }));
    await expect(sendRequest({ method: 'GET', url: '/ok' })).resolves.toMatchObject({
      status: 200,
    });
    const error: unknown = await sendRequest({ method: 'POST', url: '/taken' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('POST /taken failed with status 409');
    expect((error as HttpError).response?.data).toEqual({
      error: { code: 'CONFLICT', message: 'Taken' },
    });
  });
});

describe('isHttpError', () => {
  it('knows an error made by another copy of this module, and nothing else', () => {
    // What another version of the package, loaded by a remote, would throw.
    const fromAnotherCopy = Object.assign(new Error('GET /x got no answer'), {
      [Symbol.for('club.http-error')]: true,
      kind: 'network',
    });
    expect(isHttpError(fromAnotherCopy)).toBe(true);
    expect(isHttpError(new HttpError('timeout', { method: 'GET', url: '/x' }))).toBe(true);
    expect(isHttpError(new Error('GET /x got no answer'))).toBe(false);
    expect(isHttpError({ kind: 'network' })).toBe(false);
  });
});
