import type { PaymentOrderResponse, PaymentVerifyBody } from '@club/contract/payment';

/** How a checkout ended: paid (with the fields to verify), failed, or closed by the user. */
export type CheckoutResult =
  | { status: 'paid'; fields: PaymentVerifyBody }
  | { status: 'failed'; reason: string }
  | { status: 'dismissed' };

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentVerifyBody) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let scriptLoading: Promise<void> | null = null;

/** Loads the checkout script once, on the first payment (never on page load). */
function loadScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * Opens Razorpay's payment window for the order and resolves when it ends. The
 * order names the script: Razorpay's checkout.js, or, from a development API
 * with the test provider, its stand-in, which the site's bundles never hold.
 */
export async function openRazorpayCheckout(order: PaymentOrderResponse): Promise<CheckoutResult> {
  await loadScript(order.checkoutScriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window is not available');
  return new Promise<CheckoutResult>((resolve) => {
    // Razorpay's window offers a retry after a failure: it counts only once the window is closed.
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: order.businessName,
      description: order.description,
      prefill: order.prefill,
      theme: { color: order.themeColor },
      handler: (fields) => resolve({ status: 'paid', fields }),
      modal: {
        ondismiss: () =>
          resolve(
            failure === null ? { status: 'dismissed' } : { status: 'failed', reason: failure },
          ),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? 'Payment failed';
    });
    checkout.open();
  });
}
