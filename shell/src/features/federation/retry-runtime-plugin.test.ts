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

const policy = { retries: 2, delayMs: 400 };

describe('the retry policy', () => {
  it('retries twice, 400 ms apart, before a remote counts as down', () => {
    expect(REMOTE_RETRY_POLICY).toEqual({ retries: 2, delayMs: 400 });
  });

  it('tries again after each failure, pausing the configured delay, until one succeeds', async () => {
    const { pauses, wait } = recordPauses();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockResolvedValueOnce('second');
    await expect(withRetries(attempt, policy, wait)).resolves.toBe('second');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(pauses).toEqual([400]);
  });

  it('gives up after the retries and rethrows the last error', async () => {
    const { pauses, wait } = recordPauses();
    const attempt = vi.fn(async () => {
      throw new Error(`failure ${attempt.mock.calls.length}`);
    });
    await expect(withRetries(attempt, policy, wait)).rejects.toThrow('failure 3');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([400, 400]);
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
    const plugin = createRetryPlugin(policy, wait);
    const fetchHook = plugin.fetch as Hook<'fetch'>;
    await expect(fetchHook('http://m.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([400, 400]);
  });

  it('does not ask again for a manifest that is not there (404)', async () => {
    const notFound = new Response('', { status: 404 });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(notFound);
    vi.stubGlobal('fetch', fetchMock);
    const fetchHook = createRetryPlugin(policy, recordPauses().wait).fetch as Hook<'fetch'>;
    await expect(fetchHook('http://m.test/mf-manifest.json', {})).resolves.toBe(notFound);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads a remote entry that failed again, forgetting the failed load each time', async () => {
    const { pauses, wait } = recordPauses();
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
    const hook = createRetryPlugin(policy, wait).loadEntryError as Hook<'loadEntryError'>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'marketing', entry: 'http://m.test/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'marketing:entry',
    } as unknown as HookArgs<'loadEntryError'>[0];
    await expect(hook(args)).resolves.toBe(entry);
    // The first load had already failed: two more tries, each after the delay.
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(pauses).toEqual([400, 400]);
  });

  it('leaves a remote entry that keeps failing to the runtime’s error', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('script error'));
    const hook = createRetryPlugin(policy, recordPauses().wait)
      .loadEntryError as Hook<'loadEntryError'>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'marketing', entry: 'http://m.test/remoteEntry.js' },
      globalLoading: {},
      uniqueKey: 'marketing:entry',
    } as unknown as HookArgs<'loadEntryError'>[0];
    await expect(hook(args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('asks a remote entry for an exposed module again when its chunks failed', async () => {
    const factory = () => ({ default: 'Page' });
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(factory);
    const hook = createRetryPlugin(policy, recordPauses().wait)
      .getModuleFactory as Hook<'getModuleFactory'>;
    const args = {
      remoteEntryExports: { get, init: vi.fn() },
      expose: './HomePage',
      moduleInfo: { name: 'marketing' },
    } as unknown as HookArgs<'getModuleFactory'>[0];
    await expect(hook(args)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./HomePage');
  });
});
