import type { PaymentVerifyBody } from '@club/contract/payment';

/** What the page opens Razorpay's window with (the fields a test may check). */
export interface PaymentWindowOptions {
  amount: number;
  order_id: string;
  handler: (fields: PaymentVerifyBody) => void;
  modal: { ondismiss: () => void };
}

/** How the payment window ends: paid with the signed fields, failed with a reason, or closed. */
export type PaymentWindowEnding = { pay: PaymentVerifyBody } | { fail: string } | 'close';

/**
 * Razorpay's payment window at the edge: the page loads no script (the window
 * is already there) and every window it opens ends at once as the test says.
 * Returns the options of each window opened; `closePaymentWindows` removes it.
 */
export function fakePaymentWindow(ending: PaymentWindowEnding): PaymentWindowOptions[] {
  const opened: PaymentWindowOptions[] = [];
  function FakeRazorpay(options: PaymentWindowOptions) {
    let failed: ((response: { error: { description: string } }) => void) | null = null;
    return {
      on(event: string, handler: (response: { error: { description: string } }) => void) {
        if (event === 'payment.failed') failed = handler;
      },
      open() {
        opened.push(options);
        queueMicrotask(() => {
          if (ending === 'close') return options.modal.ondismiss();
          if ('pay' in ending) return options.handler(ending.pay);
          failed?.({ error: { description: ending.fail } });
          options.modal.ondismiss();
        });
      },
    };
  }
  Object.assign(window, { Razorpay: FakeRazorpay });
  return opened;
}

export function closePaymentWindows(): void {
  Reflect.deleteProperty(window, 'Razorpay');
}
