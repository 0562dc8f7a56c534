import { apiClient, callApi } from '@club/platform/api/api-client';
import { getErrorStatus } from '@club/platform/api/api-error';
import { endpointUrl } from '@club/contract/endpoint';
import { invoiceEndpoints, type InvoiceSummary } from '@club/contract/invoices';
import { membershipEndpoints } from '@club/contract/membership';

/** Whether the first company has an active membership; a failed check counts as no membership. */
export async function fetchHasActiveMembership(): Promise<boolean> {
  try {
    const status = await callApi(membershipEndpoints.status);
    return status.hasActiveMembership;
  } catch {
    return false;
  }
}

/**
 * The company's invoices. An API without the invoices route yet (404) has
 * none to show, like a company that has paid nothing.
 */
export async function fetchInvoices(): Promise<InvoiceSummary[]> {
  try {
    return (await callApi(invoiceEndpoints.list)).items;
  } catch (error) {
    if (getErrorStatus(error) === 404) return [];
    throw error;
  }
}

/** Downloads an invoice's PDF (the request needs the bearer token, so it is not a plain link). */
export async function downloadInvoicePdf(invoice: InvoiceSummary): Promise<void> {
  const response = await apiClient.get<Blob>(
    endpointUrl(invoiceEndpoints.pdf, { id: invoice.id }),
    { responseType: 'blob' },
  );
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number.replace(/[^\w-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
