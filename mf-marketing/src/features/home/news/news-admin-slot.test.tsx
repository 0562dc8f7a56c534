import type { UserProfile } from '@club/shared/contract/user';
import { setRemoteLoader } from '@club/shared/federation/remote-component';
import { useSessionStore } from '@club/shared/session/session-store';
import { act, render, screen } from '@testing-library/react';
import { NewsAdminSlot } from './news-admin-slot';

const profile = (roles: string[]): UserProfile => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'asha',
  email: 'asha@example.in',
  countryCode: '+91',
  mobileNumber: '9825012345',
  roles: roles.map((name) => ({ role: { name } })),
  companies: [],
});

const loader = vi.fn(() => Promise.resolve(() => <button type="button">Manage</button>));

beforeEach(() => setRemoteLoader(loader));

afterEach(() => {
  act(() => {
    setRemoteLoader(null);
    useSessionStore.setState({ profile: null });
  });
  loader.mockClear();
});

describe('NewsAdminSlot', () => {
  it('renders nothing for visitors and members', () => {
    act(() => useSessionStore.setState({ profile: profile(['member']) }));
    const { container } = render(<NewsAdminSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(loader).not.toHaveBeenCalled();
  });

  it("mounts news_admin's NewsManager for admins", async () => {
    act(() => useSessionStore.setState({ profile: profile(['admin']) }));
    render(<NewsAdminSlot />);
    expect(screen.getByRole('group', { name: 'Manage news' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('news_admin', './NewsManager');
  });

  it('stays quiet when the news_admin remote cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.mockImplementationOnce(() => Promise.reject(new Error('remote down')));
    act(() => useSessionStore.setState({ profile: profile(['admin']) }));
    render(<NewsAdminSlot />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
