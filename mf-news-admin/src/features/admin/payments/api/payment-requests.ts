import { apiClient, callApi } from '@club/platform/api/api-client';
import {
  adminPaymentEndpoints,
  type AdminPaymentsPage,
  type AdminPaymentState,
  type AdminRefundBody,
} from '@club/contract/admin-payments';
import { endpointUrl } from '@club/contract/endpoint';

export interface PaymentFilters {
  state: AdminPaymentState | '';
  /** `2026-11`, or empty for every month. */
  month: string;
}

/** A page of payments, newest first, by state and month. */
function fetchPaymentsPage(filters: PaymentFilters, cursor: string | null) {
  return callApi(adminPaymentEndpoints.list, {
    query: {
      limit: 20,
      ...(cursor ? { cursor } : {}),
      ...(filters.state ? { state: filters.state } : {}),
      ...(filters.month ? { month: filters.month } : {}),
    },
  });
}

const PAYMENTS_KEY = ['admin', 'payments'] as const;

/**
 * The back office's payment queries: every list (to refresh them all after a
 * refund), and one list per filter, read a page at a time. (Plain options for
 * useInfiniteQuery: `infiniteQueryOptions` is not among the shared exports.)
 */
export const paymentQueries = {
  all: PAYMENTS_KEY,
  list: (filters: PaymentFilters) => ({
    queryKey: [...PAYMENTS_KEY, 'list', filters] as const,
    queryFn: ({ pageParam }: { pageParam: string | null }) => fetchPaymentsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AdminPaymentsPage) => page.nextCursor,
  }),
};

export function refundPayment(id: string, body: AdminRefundBody) {
  return callApi(adminPaymentEndpoints.refund, { params: { id }, body });
}

/** Downloads a credit note's PDF (the request needs the bearer token, so it is not a plain link). */
export async function downloadCreditNotePdf(note: { id: string; number: string }): Promise<void> {
  const response = await apiClient.get<Blob>(
    endpointUrl(adminPaymentEndpoints.creditNotePdf, { id: note.id }),
    { responseType: 'blob' },
  );
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${note.number.replace(/[^\w-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
