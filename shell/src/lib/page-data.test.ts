import { setRemoteModuleSource } from '@club/platform/federation/remote-loader';
import type { PageDataLoader, ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { useSessionStore } from '@club/platform/session/session-store';
import { makeProfile } from '@club/test-fixtures/profile-fixture';
import { QueryClient } from '@tanstack/react-query';
import { preloadPageData, startPageData } from './page-data';

const LEADS_ROUTE: ResolvedRoute = {
  id: 'member_area/myLeads',
  owner: 'member_area',
  path: '/my-leads',
  module: './MyLeadsPage',
  data: './MyLeadsPageData',
  access: 'member',
  meta: { title: 'Business Leads', description: 'Leads' },
  props: {},
  footer: true,
};

const member = makeProfile({ roles: ['member'], membershipActive: true });
const lapsed = makeProfile({ roles: ['member'], membershipActive: false });

/**
 * A remote whose page module never arrives (a slow phone still downloading
 * it) and whose data module is at hand: what the data module does happens
 * before the page could render.
 */
function remoteWithSlowPage() {
  const loadData = vi.fn<PageDataLoader>(async () => undefined);
  const load = vi.fn(async (_remote: string, module: string) => {
    if (module === './MyLeadsPageData') return { default: loadData };
    return new Promise<never>(() => {});
  });
  setRemoteModuleSource({ load });
  return { load, loadData };
}

function signIn(profile: ReturnType<typeof makeProfile>) {
  useSessionStore.getState().setTokens({ accessToken: 'token', sessionId: 'session' });
  useSessionStore.getState().setProfile(profile);
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
});
afterEach(() => {
  setRemoteModuleSource(null);
});

describe("a page's data module", () => {
  it("starts a signed-in member's requests while the page's module is still on its way", async () => {
    const { load, loadData } = remoteWithSlowPage();
    signIn(member);
    const queryClient = new QueryClient();
    // The route page asks for its module first (RemoteMount), which never arrives here.
    void load('member_area', './MyLeadsPage');
    await startPageData(LEADS_ROUTE, { tab: 'browse' }, queryClient);
    expect(load).toHaveBeenCalledWith('member_area', './MyLeadsPageData');
    expect(loadData).toHaveBeenCalledOnce();
    expect(loadData).toHaveBeenCalledWith({
      queryClient,
      props: { tab: 'browse' },
      profile: member,
    });
  });

  it('loads with a stored session, and runs once the profile says the page is allowed', async () => {
    const { load, loadData } = remoteWithSlowPage();
    useSessionStore.getState().setTokens({ accessToken: 'token', sessionId: 'session' });
    useSessionStore.getState().setStatus('loading');
    const started = startPageData(LEADS_ROUTE, {}, new QueryClient());
    // The code comes at once, beside the page's; the requests wait for the session.
    expect(load).toHaveBeenCalledWith('member_area', './MyLeadsPageData');
    await Promise.resolve();
    expect(loadData).not.toHaveBeenCalled();
    useSessionStore.getState().setProfile(member);
    await started;
    expect(loadData).toHaveBeenCalledOnce();
  });

  it('sends nothing for a visitor without a session, not even the module', async () => {
    const { load, loadData } = remoteWithSlowPage();
    await startPageData(LEADS_ROUTE, {}, new QueryClient());
    preloadPageData(LEADS_ROUTE);
    expect(load).not.toHaveBeenCalled();
    expect(loadData).not.toHaveBeenCalled();
  });

  it("runs nothing for a session the page is not for (a members' page, no membership)", async () => {
    const { loadData } = remoteWithSlowPage();
    signIn(lapsed);
    await startPageData(LEADS_ROUTE, {}, new QueryClient());
    expect(loadData).not.toHaveBeenCalled();
  });

  it('runs nothing when the stored session turns out to be over', async () => {
    const { loadData } = remoteWithSlowPage();
    useSessionStore.getState().setTokens({ accessToken: 'token', sessionId: 'session' });
    useSessionStore.getState().setStatus('loading');
    const started = startPageData(LEADS_ROUTE, {}, new QueryClient());
    useSessionStore.getState().clearSession();
    await started;
    expect(loadData).not.toHaveBeenCalled();
  });

  it('leaves a page without a data module to its own queries', async () => {
    const { load } = remoteWithSlowPage();
    signIn(member);
    const { data: _data, ...withoutData } = LEADS_ROUTE;
    await startPageData(withoutData, {}, new QueryClient());
    expect(load).not.toHaveBeenCalled();
  });
});
