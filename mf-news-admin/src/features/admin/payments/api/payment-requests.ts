import { apiClient, callApi } from '@club/platform/api/api-client';
import {
  adminPaymentEndpoints,
  type AdminPaymentState,
  type AdminRefundBody,
} from '@club/contract/admin-payments';
import { endpointUrl } from '@club/contract/endpoint';

export interface PaymentFilters {
  state: AdminPaymentState | '';
  /** `2026-11`, or empty for every month. */
  month: string;
}

/** The back office's cache keys for payments: one list per filter. */
export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (filters: PaymentFilters) => ['admin', 'payments', 'list', filters] as const,
};

/** A page of payments, newest first, by state and month. */
export function fetchPaymentsPage(filters: PaymentFilters, cursor: string | null) {
  return callApi(adminPaymentEndpoints.list, {
    query: {
      limit: 20,
      ...(cursor ? { cursor } : {}),
      ...(filters.state ? { state: filters.state } : {}),
      ...(filters.month ? { month: filters.month } : {}),
    },
  });
}

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
