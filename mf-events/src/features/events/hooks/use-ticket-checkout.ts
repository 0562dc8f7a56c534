import { useQueryClient } from '@tanstack/react-query';
import type { TicketOrderResponse, TicketVerifyResponse } from '@club/contract/event-tickets';
import { useCheckout, type OrderPaymentOutcome } from '@club/platform/payments/use-checkout';
import { useCallback, useRef, useState } from 'react';
import { TICKET_KEYS, verifyTicketPayment } from '@/lib/ticket-queries';

export type TicketCheckoutOutcome = OrderPaymentOutcome<TicketVerifyResponse>;

/**
 * Paying for one ticket: `start` holds the seat and opens the provider's
 * order (a new order, or an offered seat taken), the shared checkout opens the
 * payment window and the ticket's own verify route records it. The server
 * sets the price; whatever happened, the seats and the user's tickets are
 * loaded again.
 */
export function useTicketCheckout() {
  const { payOrder } = useCheckout();
  const queryClient = useQueryClient();
  const [busyWith, setBusyWith] = useState<string | null>(null);
  const busy = useRef(false);

  const pay = useCallback(
    async (key: string, start: () => Promise<TicketOrderResponse>) => {
      if (busy.current) return null;
      busy.current = true;
      setBusyWith(key);
      try {
        return await payOrder({
          open: async () => (await start()).payment,
          verify: verifyTicketPayment,
        });
      } finally {
        busy.current = false;
        setBusyWith(null);
        void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.paidEvents });
        void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.mine });
      }
    },
    [payOrder, queryClient],
  );

  return { pay, busyWith };
}
