import { heldPage, holdPrerenderedPage } from './held-page';

/** #root as the server sends a page whose code starts on use, with the shell's frame around it. */
function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    '<header><button id="menu">Menu</button></header><main>' +
    '<div data-remote="marketing" data-remote-module="./ProducersPage">' +
    '<h1>Producers</h1><p id="text">Text</p>' +
    '<button id="tile" type="button">Apparels</button>' +
    '<input id="field" readonly data-boot-lock>' +
    '<a id="about" href="/about">About</a>' +
    '<a id="hindi" href="/hi/about">हिंदी</a>' +
    '<a id="elsewhere" href="https://example.com/">Elsewhere</a>' +
    '<a id="anchor" href="#tiles">Tiles</a>' +
    '<a id="file" href="/not-a-page.pdf">File</a>' +
    '<div id="news" data-hydrate-when-visible></div>' +
    '<div data-deferred-part="companies" style="display: contents"><section id="companies"></section></div>' +
    '</div></main>';
  document.body.append(root);
  return root;
}

const route = { path: '/connect/producers', remote: 'marketing', module: './ProducersPage' };
const pageRoute = { owner: 'marketing', module: './ProducersPage' };

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('a prerendered page held until the visitor uses it', () => {
  let root: HTMLElement;

  beforeEach(() => {
    window.history.replaceState(null, '', '/connect/producers');
    root = serverPage();
  });

  afterEach(() => {
    heldPage(pageRoute)?.shown();
    root.remove();
  });

  it('starts its code on a touch, a key or focus inside it, or a pointer over a control, not before', async () => {
    const held = holdPrerenderedPage(root, route);
    if (!held) throw new Error('no page held');
    // Outside the page, or a pointer over its text: still held.
    root.querySelector('#menu')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    root.querySelector('#text')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(held.used)).toBe(false);
    root.querySelector('#tile')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(held.used)).toBe(true);
    expect(held.slot).toHaveAttribute('data-starting');

    held.shown();
    root.remove();
    root = serverPage();
    const again = holdPrerenderedPage(root, route);
    if (!again) throw new Error('no page held');
    root.querySelector('#field')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(again.used)).toBe(true);
  });

  it('presses a button tapped meanwhile again once its code has taken over, and lets its fields go only then', async () => {
    const held = holdPrerenderedPage(root, route);
    if (!held) throw new Error('no page held');
    const tile = root.querySelector<HTMLButtonElement>('#tile');
    const presses = vi.fn();
    tile?.addEventListener('click', presses);
    if (tile) click(tile);
    expect(presses).toHaveBeenCalledTimes(1);
    expect(await settled(held.used)).toBe(true);
    expect(root.querySelector('#field')).toHaveAttribute('readonly');

    const focus = vi.fn();
    tile?.addEventListener('focusin', focus);
    tile?.focus();
    focus.mockClear();
    held.shown();
    // The focus it had is told to the page's new handlers, then the press is made again.
    expect(focus).toHaveBeenCalledTimes(1);
    expect(presses).toHaveBeenCalledTimes(2);
    expect(root.querySelector('#field')).not.toHaveAttribute('readonly');
    expect(held.slot).not.toHaveAttribute('data-starting');
    // Once shown it is no longer held: a later visit of the route loads its code at once.
    expect(heldPage(pageRoute)).toBeUndefined();
  });

  it('follows a link to another page of the app with the router, and leaves every other link to the browser', () => {
    const held = holdPrerenderedPage(root, route);
    if (!held) throw new Error('no page held');
    const navigate = vi.fn();
    const stop = held.follow(navigate);
    // What the held page decided, read before jsdom (which cannot) would follow the link.
    let prevented = false;
    root.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    const followed = (id: string) => {
      const link = root.querySelector(`#${id}`);
      if (!link) throw new Error(`no #${id}`);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      return prevented;
    };
    expect(followed('about')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/about');
    for (const id of ['hindi', 'elsewhere', 'anchor', 'file']) expect(followed(id)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    // Without the router (the page's route left), the browser follows it.
    stop();
    expect(followed('about')).toBe(false);
  });

  it('is the page of its own route and path only, and forgotten once its HTML is gone', () => {
    holdPrerenderedPage(root, route);
    expect(heldPage(pageRoute)).toBeDefined();
    expect(heldPage({ owner: 'marketing', module: './ProvidersPage' })).toBeUndefined();
    window.history.replaceState(null, '', '/connect/providers');
    expect(heldPage(pageRoute)).toBeUndefined();
    window.history.replaceState(null, '', '/connect/producers');
    root.querySelector('main')?.replaceChildren();
    expect(heldPage(pageRoute)).toBeUndefined();
  });

  it('starts its code when a part marked to hydrate when visible comes into view, and says while it is held', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const held = holdPrerenderedPage(root, route);
      if (!held) throw new Error('no page held');
      expect(held.slot).toHaveAttribute('data-held');
      expect(observed).toEqual([root.querySelector('#news'), root.querySelector('#companies')]);
      seen([{ isIntersecting: false }]);
      expect(await settled(held.used)).toBe(false);
      seen([{ isIntersecting: true }]);
      expect(await settled(held.used)).toBe(true);
      held.shown();
      expect(held.slot).not.toHaveAttribute('data-held');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('holds nothing when the HTML has no page in it', () => {
    const empty = document.createElement('div');
    expect(holdPrerenderedPage(empty, route)).toBeUndefined();
  });
});
