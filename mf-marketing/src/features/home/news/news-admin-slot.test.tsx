import { setRemoteModuleSource } from '@club/platform/federation/remote-loader';
import { useSessionStore } from '@club/platform/session/session-store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '@club/test-fixtures/profile-fixture';
import { NewsAdminSlot } from './news-admin-slot';

const Manager = () => <button type="button">Manage</button>;
const load = vi.fn(() => Promise.resolve({ default: Manager }));

beforeEach(() => setRemoteModuleSource({ load }));

afterEach(() => {
  act(() => {
    setRemoteModuleSource(null);
    useSessionStore.setState({ profile: null });
  });
  load.mockClear();
});

describe('NewsAdminSlot', () => {
  it('renders nothing for visitors and members', () => {
    act(() => useSessionStore.setState({ profile: makeProfile({ roles: ['member'] }) }));
    const { container } = render(<NewsAdminSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it("mounts news_admin's NewsManager for admins", async () => {
    act(() => useSessionStore.setState({ profile: makeProfile({ roles: ['admin'] }) }));
    await act(async () => {
      render(<NewsAdminSlot />);
    });
    expect(screen.getByRole('group', { name: 'Manage news' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('news_admin', './NewsManager');
  });

  it('tells admins when the news manager cannot load, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementationOnce(() => Promise.reject(new Error('remote down')));
    act(() => useSessionStore.setState({ profile: makeProfile({ roles: ['admin'] }) }));
    await act(async () => {
      render(<NewsAdminSlot />);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.click(retry);
    });

    expect(await screen.findByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
