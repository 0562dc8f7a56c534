// The script below runs in the browser: it is typed against the DOM (the rest of the API is not
// meant to use it, and the production bundle never holds this file).
/// <reference lib="dom" />
/**
 * The local test provider's checkout script: the stand-in for Razorpay's
 * checkout.js. The API's payment order points the browser at it
 * (`checkoutScriptUrl`) only when it runs the test provider, so the site's own
 * bundles never hold a test checkout: the page opens this one through the same
 * `window.Razorpay` it opens Razorpay's with.
 *
 * It shows what Razorpay's window shows (amount, order, business, prefilled
 * payer) with Pay and Fail payment instead of a card form. Pay and Fail post
 * the order id to the provider's capture route, as Razorpay's window posts to
 * Razorpay: the order id is the credential, not the site's session.
 */

/** Text only the test checkout holds: the production-bundle tests look for it in every build. */
export const TEST_CHECKOUT_MARKER = 'Local test payments: no card is charged.';

interface StandInOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (fields: Record<string, string>) => void;
  modal?: { ondismiss?: () => void };
}

/**
 * Runs in the browser, serialised with `toString()`: it may use nothing from
 * this module, only its argument and the browser's own globals.
 */
function installTestCheckout(settings: { captureUrl: string; note: string }): void {
  const rupees = (paise: number) => {
    const amount = paise / 100;
    const digits = Number.isInteger(amount) ? 0 : 2;
    const grouped = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `₹\u00a0${grouped}`;
  };
  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text: string | null,
    style: string,
  ): HTMLElementTagNameMap[K] => {
    const node = document.createElement(tag);
    if (text !== null) node.textContent = text;
    node.setAttribute('style', style);
    return node;
  };

  type FailedHandler = (response: { error: { description: string } }) => void;

  // A plain constructor function returning its instance (no class fields, no helpers), as
  // `new Razorpay(options)` is called.
  function TestCheckout(options: StandInOptions) {
    const failedHandlers: FailedHandler[] = [];
    const on = (event: string, handler: FailedHandler): void => {
      if (event === 'payment.failed') failedHandlers.push(handler);
    };
    const open = (): void => {
      const dialog = element(
        'dialog',
        null,
        'max-width:24rem;width:calc(100% - 2rem);padding:1.25rem;border:0;border-radius:16px;' +
          'font:inherit;box-shadow:0 20px 50px rgb(0 0 0 / 25%)',
      );
      dialog.setAttribute('aria-labelledby', 'test-checkout-title');
      dialog.setAttribute('aria-describedby', 'test-checkout-note');
      const title = element('h2', 'Test checkout', 'margin:0;font-size:1.25rem');
      title.id = 'test-checkout-title';
      const note = element('p', settings.note, 'margin:0.25rem 0 1rem;color:#475569');
      note.id = 'test-checkout-note';
      const merchant = element(
        'div',
        null,
        `padding:1.25rem;text-align:center;background:#eef0fb;border-radius:16px;` +
          `border-top:4px solid ${options.theme?.color ?? '#1e2a6e'}`,
      );
      const amount = element(
        'p',
        `${rupees(options.amount)} `,
        'margin:0.75rem 0 0;font-size:1.875rem;font-weight:800;color:#1e2a6e',
      );
      amount.dataset.testid = 'checkout-amount';
      amount.append(element('span', options.currency, 'font-size:0.875rem;color:#475569'));
      merchant.append(
        element('span', 'Test mode', 'font-size:0.75rem;font-weight:700;color:#b45309'),
        element('p', options.name, 'margin:0.75rem 0 0;font-weight:700'),
        element('p', options.description, 'margin:0.25rem 0 0;color:#475569'),
        amount,
        element('p', 'GST included', 'margin:0;font-size:0.75rem;color:#475569'),
      );
      const details = element('dl', null, 'margin:1rem 0;display:grid;gap:0.25rem');
      for (const [label, value] of [
        ['Order', options.order_id],
        ['Name', options.prefill?.name ?? ''],
        ['E-mail', options.prefill?.email ?? ''],
        ['Contact', options.prefill?.contact ?? ''],
      ] as const) {
        const row = element('div', null, 'display:flex;justify-content:space-between;gap:1rem');
        row.append(element('dt', label, 'color:#475569'), element('dd', value, 'margin:0'));
        details.append(row);
      }
      const error = element('p', null, 'margin:0 0 1rem;color:#b91c1c');
      error.setAttribute('role', 'alert');
      error.hidden = true;
      const button = (text: string, primary: boolean) =>
        element(
          'button',
          text,
          'padding:0.625rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;' +
            (primary
              ? 'background:#1e2a6e;color:#fff;border:0'
              : 'background:#fff;color:#1e2a6e;border:1px solid #cbd5e1'),
        );
      const fail = button('Fail payment', false);
      const pay = button(`Pay ${rupees(options.amount)}`, true);
      const actions = element('div', null, 'display:flex;gap:0.75rem;justify-content:flex-end');
      actions.append(fail, pay);
      dialog.append(title, note, merchant, details, error, actions);

      let working = false;
      let paid = false;
      const close = () => {
        dialog.close();
        dialog.remove();
        if (!paid) options.modal?.ondismiss?.();
      };
      // Escape closes the window unless a payment is under way, as the Close button would.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        if (!working) close();
      });
      const complete = async (outcome: 'pay' | 'fail') => {
        working = true;
        pay.disabled = true;
        fail.disabled = true;
        error.hidden = true;
        try {
          const response = await fetch(settings.captureUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ orderId: options.order_id, outcome }),
          });
          const result = (await response.json()) as Record<string, string>;
          if (!response.ok) throw new Error(result.message ?? 'The test payment failed');
          const { status, reason, ...fields } = result;
          if (status === 'paid') {
            paid = true;
            close();
            options.handler(fields);
          } else {
            for (const handler of failedHandlers) {
              handler({ error: { description: reason ?? 'Payment failed' } });
            }
            close();
          }
        } catch (failure) {
          error.textContent =
            failure instanceof Error ? failure.message : 'The test payment could not be completed.';
          error.hidden = false;
          working = false;
          pay.disabled = false;
          fail.disabled = false;
        }
      };
      pay.addEventListener('click', () => void complete('pay'));
      fail.addEventListener('click', () => void complete('fail'));
      document.body.append(dialog);
      dialog.showModal();
    };
    return { on, open };
  }

  (window as unknown as { Razorpay: unknown }).Razorpay = TestCheckout;
}

/** The script the API serves at the test checkout's script route. */
export function testCheckoutScript(captureUrl: string): string {
  const settings = JSON.stringify({ captureUrl, note: TEST_CHECKOUT_MARKER });
  return `(${installTestCheckout.toString()})(${settings});\n`;
}
