import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import {
  loadRemoteComponent,
  retryRemote,
  setRemoteModuleSource,
  type RemoteModuleSource,
  type RemoteProps,
} from '@club/platform/federation/remote-loader';
import { preloadRemoteUnavailable, RemoteMount } from '@club/platform/federation/remote-mount';

function Greeting({ name }: RemoteProps) {
  return <p>Hello {String(name)}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

async function mount(ui: React.ReactElement) {
  await act(async () => {
    render(ui);
  });
}

function useSource(load: RemoteModuleSource['load'], reset?: RemoteModuleSource['reset']) {
  act(() => setRemoteModuleSource(reset ? { load, reset } : { load }));
}

afterEach(() => act(() => setRemoteModuleSource(null)));

/**
 * The server's HTML of a page with the remote's greeting in place, as the prerender writes
 * it, in a container on the document; the remote is then forgotten, as in a new browser.
 */
async function prerenderedGreeting(): Promise<{
  container: HTMLElement;
  serverParagraph: Element | null;
}> {
  act(() => setRemoteModuleSource({ load: async () => ({ default: Greeting }) }));
  await act(async () => {
    await loadRemoteComponent('news_admin', './Greeting');
  });
  const html = renderToString(
    <RemoteMount remote="news_admin" module="./Greeting" props={{ name: 'Asha' }} />,
  );
  retryRemote('news_admin');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { container, serverParagraph: container.querySelector('p') };
}

describe('RemoteMount', () => {
  it('shows the loading state, then the default export with its props', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    const load = vi.fn(() => new Promise((done) => (resolve = done)));
    useSource(load);

    await mount(
      <RemoteMount remote="news_admin" module="./NewsManager" props={{ name: 'Asha' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(load).toHaveBeenCalledWith('news_admin', './NewsManager');

    await act(async () => resolve({ default: Greeting }));
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a page-sized stand-in with Retry when the remote cannot load; Retry fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<RemoteModuleSource['load']>()
      .mockRejectedValueOnce(new Error('remote offline'))
      .mockResolvedValue({ default: Greeting });
    const reset = vi.fn();
    useSource(load, reset);

    await mount(<RemoteMount remote="member_area" module="./MembersPage" props={{ name: 'B' }} />);
    // The stand-in is loaded when a remote first fails.
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(reset).toHaveBeenCalledWith('member_area');
    expect(screen.getByText('Hello B')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a stand-in fetched ahead of need in the same render that meets the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    preloadRemoteUnavailable();
    await import('@club/platform/federation/remote-unavailable');
    let refuse: (error: unknown) => void = () => undefined;
    useSource(() => new Promise((_resolve, reject) => (refuse = reject)));

    await mount(<RemoteMount remote="member_area" module="./MembersPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => refuse(new TypeError('Failed to fetch')));
    expect(
      screen.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps a component that throws while rendering inside its mount, as one line for a part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useSource(() => Promise.resolve({ default: Broken }));
    await mount(
      <div>
        <p>Host content</p>
        <RemoteMount remote="marketing" module="./Hero" size="part" />
      </div>,
    );
    expect(screen.getByText('Host content')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the stand-in when no loader is registered, and loads once one is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(<RemoteMount remote="news_admin" module="./NewsManager" props={{ name: 'C' }} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await act(async () => setRemoteModuleSource({ load: async () => ({ default: Greeting }) }));
    expect(screen.getByText('Hello C')).toBeInTheDocument();
  });
});

describe('the remote loader', () => {
  it('loads a module once for concurrent callers', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    setRemoteModuleSource({ load });
    const [first, second] = await Promise.all([
      loadRemoteComponent('marketing', './AboutPage'),
      loadRemoteComponent('marketing', './AboutPage'),
    ]);
    expect(first).toBe(Greeting);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a module without a default component, and forgets the failure', async () => {
    const load = vi
      .fn<RemoteModuleSource['load']>()
      .mockResolvedValueOnce({ notDefault: 1 })
      .mockResolvedValue({ default: Greeting });
    setRemoteModuleSource({ load });
    await expect(loadRemoteComponent('onboarding', './MembershipPage')).rejects.toThrow(
      'Remote "onboarding" is unavailable',
    );
    await expect(loadRemoteComponent('onboarding', './MembershipPage')).resolves.toBe(Greeting);
  });

  it('lets Retry reset only a remote that failed', async () => {
    const reset = vi.fn();
    setRemoteModuleSource({ load: async () => ({ default: Greeting }), reset });
    await loadRemoteComponent('marketing', './AboutPage');
    retryRemote('marketing');
    expect(reset).not.toHaveBeenCalled();
  });

  it('keeps the prerendered HTML when the page around it re-renders with the same props before the remote arrived', async () => {
    const { container, serverParagraph } = await prerenderedGreeting();
    // In the browser the remote is slow to arrive.
    let resolve: (module: unknown) => void = () => undefined;
    useSource(() => new Promise((done) => (resolve = done)));
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <RemoteMount remote="news_admin" module="./Greeting" props={{ name: 'Asha' }} />,
        { onRecoverableError: recoverable },
      );
    });
    // A new route table: the same props in a new object.
    await act(async () => {
      root?.render(
        <RemoteMount remote="news_admin" module="./Greeting" props={{ name: 'Asha' }} />,
      );
    });
    await act(async () => resolve({ default: Greeting }));
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrated in place: the node the server wrote is the one React keeps.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container).toHaveTextContent('Hello Asha');
    act(() => root?.unmount());
    container.remove();
  });

  it('loads nothing until startWhen settles, keeping the server’s HTML, then hydrates it in place and says so', async () => {
    const { container, serverParagraph } = await prerenderedGreeting();
    const load = vi.fn(async () => ({ default: Greeting }));
    useSource(load);
    let use: () => void = () => undefined;
    const used = new Promise<void>((done) => (use = done));
    const shown = vi.fn();
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const page = (
      <RemoteMount
        remote="news_admin"
        module="./Greeting"
        props={{ name: 'Asha' }}
        startWhen={used}
        onShown={shown}
      />
    );
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    await act(async () => new Promise((settled) => setTimeout(settled, 20)));
    // Held: nothing fetched, nothing shown, the server's HTML as it was.
    expect(load).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(serverParagraph);
    await act(async () => use());
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(serverParagraph);
    act(() => root?.unmount());
    container.remove();
  });
});
