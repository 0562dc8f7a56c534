import { act, cleanup, render, screen } from '@testing-library/react';
import type { RemoteProps } from '@club/shared/federation/remote-component';
import { RemoteComponent, setRemoteLoader } from '@club/shared/federation/remote-component';

function Greeting({ name }: RemoteProps) {
  return <p>Hello {String(name)}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  // Unmount first: removing the loader re-renders mounted RemoteComponents.
  cleanup();
  setRemoteLoader(null);
});

describe('RemoteComponent', () => {
  it('shows the fallback while loading, then the loaded component with its props', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const loader = vi.fn(
      () =>
        new Promise<typeof Greeting>((done) => {
          resolve = done;
        }),
    );
    setRemoteLoader(loader);

    render(
      <RemoteComponent
        remote="news_admin"
        module="./NewsManager"
        props={{ name: 'Asha' }}
        fallback={<span>Loading remote</span>}
      />,
    );

    expect(screen.getByText('Loading remote')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('news_admin', './NewsManager');
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading remote')).not.toBeInTheDocument();
  });

  it('renders the errorFallback when the loader rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(() => Promise.reject(new Error('remote offline')));

    render(
      <div data-testid="host">
        <RemoteComponent
          remote="member_area"
          module="./Leads"
          fallback={<span>Loading remote</span>}
          errorFallback={<span>Section unavailable</span>}
        />
      </div>,
    );

    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Loading remote')).not.toBeInTheDocument();
  });

  it('contains a render error of the remote to its errorFallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(() => Promise.resolve(Broken));

    render(
      <div>
        <p>Host content</p>
        <RemoteComponent remote="marketing" module="./Hero" errorFallback="Unavailable" />
      </div>,
    );

    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Host content')).toBeInTheDocument();
  });

  it('renders nothing without a loader', () => {
    const { container } = render(<RemoteComponent remote="news_admin" module="./NewsManager" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the errorFallback without a loader, and loads once a loader is set', async () => {
    render(
      <RemoteComponent
        remote="news_admin"
        module="./NewsManager"
        props={{ name: 'Ravi' }}
        errorFallback="No loader"
      />,
    );
    expect(screen.getByText('No loader')).toBeInTheDocument();

    act(() => setRemoteLoader(() => Promise.resolve(Greeting)));

    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });
});
