import { act, render, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { deferredPart } from '@club/ui/deferred-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An IntersectionObserver that reports what the test says is on screen. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    /** Reports every observed element as on screen. */
    showAll() {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length)
          callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

/** A page whose server HTML holds the part `id` greeting `name`, as React's prerender writes it. */
function prerenderedPage(id: string, name: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<div data-deferred-part="${id}" style="display:contents"><!--$--><p>Hello <!-- -->${name}</p><!--/$--></div>`;
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('deferredPart', () => {
  it('drawn by the app, loads its code at once', async () => {
    stubObserver();
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-drawn', load);
    render(<Part name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a prerendered page, keeps the HTML and loads the code only when it comes near the screen', async () => {
    const screenArea = stubObserver();
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-prerendered', load);
    const container = prerenderedPage('greeting-prerendered', 'Asha');
    const serverParagraph = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, <Part name="Asha" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Hello Asha')).toBe(serverParagraph);

    await act(async () => screenArea.showAll());
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the node the server wrote is the one React keeps.
    expect(screen.getByText('Hello Asha')).toBe(serverParagraph);
  });

  it('on a prerendered page, loads the code at the visitor’s first scroll', async () => {
    stubObserver();
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-scroll', load);
    const container = prerenderedPage('greeting-scroll', 'Ravi');

    await act(async () => {
      hydrateRoot(container, <Part name="Ravi" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a prerendered page already scrolled before the part was reached, loads the code at once', async () => {
    stubObserver();
    // The visitor scrolled while the app was still hydrating the parts above this one.
    vi.stubGlobal('scrollY', 1200);
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-scrolled', load);
    const container = prerenderedPage('greeting-scrolled', 'Meera');

    await act(async () => {
      hydrateRoot(container, <Part name="Meera" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Hello Meera');
  });

  it('on a prerendered page, loads the code when the browser goes Back or Forward', async () => {
    stubObserver();
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-history', load);
    const container = prerenderedPage('greeting-history', 'Ravi');

    await act(async () => {
      hydrateRoot(container, <Part name="Ravi" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drawn afresh over a prerendered page (a member’s page), loads its code at once', async () => {
    stubObserver();
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart('greeting-over', load);
    const container = prerenderedPage('greeting-over', 'Asha');

    await act(async () => {
      createRoot(container).render(<Part name="Meera" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
  });
});
