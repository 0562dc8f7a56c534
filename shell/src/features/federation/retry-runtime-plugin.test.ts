import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRetryPlugin, REMOTE_RETRY_POLICY, withRetries } from './retry-runtime-plugin';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = Extract<
  ModuleFederationRuntimePlugin[K],
  (...args: never[]) => unknown
>;
type HookArgs<K extends keyof ModuleFederationRuntimePlugin> = Parameters<Hook<K>>;

/** Records the pauses instead of waiting them out. */
function recordPauses() {
  const pauses: number[] = [];
  return { pauses, wait: async (ms: number) => void pauses.push(ms) };
}

// The official plugin's pauses are real timers: none here.
const policy = { delaysMs: [100, 300], timeoutMs: 8_000, scriptRetries: 2, scriptDelayMs: 0 };

describe('the retry policy', () => {
  it('retries twice, after 100 then 300 ms, so a refused remote is given up 0.4 s after it first failed', () => {
    expect(REMOTE_RETRY_POLICY.delaysMs).toEqual([100, 300]);
  });

  it('gives a manifest request 8 s to answer', () => {
    expect(REMOTE_RETRY_POLICY.timeoutMs).toBe(8_000);
  });

  it('tries again after a failure, pausing the first delay, and stops at the first success', async () => {
    const { pauses, wait } = recordPauses();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockResolvedValueOnce('second');
    await expect(withRetries(attempt, policy.delaysMs, wait)).resolves.toBe('second');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(pauses).toEqual([100]);
  });

  it('gives up after the retries and rethrows the last error', async () => {
    const { pauses, wait } = recordPauses();
    const onRetry = vi.fn();
    const attempt = vi.fn(async () => {
      throw new Error(`failure ${attempt.mock.calls.length}`);
    });
    await expect(withRetries(attempt, policy.delaysMs, wait, onRetry)).rejects.toThrow('failure 3');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([100, 300]);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

describe('the retry runtime plugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a federation manifest again after a network error or a 5xx', async () => {
    const { pauses, wait } = recordPauses();
    const ok = Response.json({ name: 'marketing' });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchMock);
    const plugin = createRetryPlugin(policy, { wait });
    const fetchHook = plugin.fetch as Hook<'fetch'>;
    await expect(fetchHook('http://m.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([100, 300]);
  });

  it('does not ask again for a manifest that is not there (404)', async () => {
    const notFound = new Response('', { status: 404 });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(notFound);
    vi.stubGlobal('fetch', fetchMock);
    const fetchHook = createRetryPlugin(policy, { wait: recordPauses().wait })
      .fetch as Hook<'fetch'>;
    await expect(fetchHook('http://m.test/mf-manifest.json', {})).resolves.toBe(notFound);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads a remote entry that failed again, forgetting the failed load each time', async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = {
      'marketing:entry': Promise.resolve(),
    };
    const getRemoteEntry = vi
      .fn()
      .mockImplementationOnce(async () => {
        expect(globalLoading['marketing:entry']).toBeUndefined();
        throw new Error('script error');
      })
      .mockResolvedValueOnce(entry);
    const hook = createRetryPlugin(policy).loadEntryError as Hook<'loadEntryError'>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'marketing', entry: 'http://m.test/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'marketing:entry',
    } as unknown as HookArgs<'loadEntryError'>[0];
    await expect(hook(args)).resolves.toBe(entry);
    // The first load had already failed: the plugin's first try failed too, its second loaded.
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remote entry that keeps failing, with its error, for the fallback', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('script error'));
    const hook = createRetryPlugin(policy).loadEntryError as Hook<'loadEntryError'>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'marketing', entry: 'http://m.test/remoteEntry.js' },
      globalLoading: {},
      uniqueKey: 'marketing:entry',
    } as unknown as HookArgs<'loadEntryError'>[0];
    await expect(hook(args)).rejects.toThrow('script error');
    // scriptRetries: 2 is three tries of the plugin's own.
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });

  it('asks a remote entry for an exposed module again when its chunks failed', async () => {
    const factory = () => ({ default: 'Page' });
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(factory);
    const hook = createRetryPlugin(policy).getModuleFactory as Hook<'getModuleFactory'>;
    const args = {
      remoteEntryExports: { get, init: vi.fn() },
      expose: './HomePage',
      moduleInfo: { name: 'marketing' },
    } as unknown as HookArgs<'getModuleFactory'>[0];
    await expect(hook(args)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./HomePage');
  });
});

describe('a manifest request', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch to a server that accepts the connection and never answers: only an abort ends it. */
  const unanswered = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

  it('loads from a remote that refused once and answers the quick retry', async () => {
    const { pauses, wait } = recordPauses();
    const onRetry = vi.fn();
    const ok = Response.json({ name: 'member_area' });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchMock);
    const fetchHook = createRetryPlugin(policy, { wait, onRetry }).fetch as Hook<'fetch'>;
    await expect(fetchHook('http://m.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(pauses).toEqual([100]);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('that goes unanswered is given up after the time limit, and not asked again', async () => {
    vi.useFakeTimers();
    unanswered.mockClear();
    vi.stubGlobal('fetch', unanswered);
    const { pauses, wait } = recordPauses();
    const fetchHook = createRetryPlugin(policy, { wait }).fetch as Hook<'fetch'>;
    const result = fetchHook('http://m.test/mf-manifest.json', {});
    const settled = expect(result).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(unanswered).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(unanswered).toHaveBeenCalledTimes(1);
    expect(pauses).toEqual([]);
  });

  it('still ends when its caller aborts it', async () => {
    unanswered.mockClear();
    vi.stubGlobal('fetch', unanswered);
    const caller = new AbortController();
    const fetchHook = createRetryPlugin({ ...policy, delaysMs: [] }).fetch as Hook<'fetch'>;
    const result = fetchHook('http://m.test/mf-manifest.json', { signal: caller.signal });
    caller.abort(new Error('navigated away'));
    await expect(result).rejects.toThrow('navigated away');
  });
});

describe('the first retry of the page', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('is announced once, to listeners that came before it and after it', async () => {
    const { default: retryRuntimePlugin, onFirstRemoteRetry } =
      await import('./retry-runtime-plugin');
    const early = vi.fn();
    onFirstRemoteRetry(early);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(Response.json({})),
    );
    const fetchHook = retryRuntimePlugin().fetch as Hook<'fetch'>;
    const loading = fetchHook('http://m.test/mf-manifest.json', {});
    // Heard as the first retry starts, not once the retries are over.
    await vi.waitFor(() => expect(early).toHaveBeenCalledTimes(1));
    await loading;
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    onFirstRemoteRetry(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('is not announced while every load succeeds', async () => {
    const { default: retryRuntimePlugin, onFirstRemoteRetry } =
      await import('./retry-runtime-plugin');
    const listener = vi.fn();
    onFirstRemoteRetry(listener);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({})));
    await (retryRuntimePlugin().fetch as Hook<'fetch'>)('http://m.test/mf-manifest.json', {});
    expect(listener).not.toHaveBeenCalled();
  });
});
