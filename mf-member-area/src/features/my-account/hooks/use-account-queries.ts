import { useQuery } from '@tanstack/react-query';
import { invoicesQuery, membershipStatusQuery } from '../queries';

/** Whether the first company has an active membership (a failed check counts as none). */
export function useMembershipStatus() {
  return useQuery(membershipStatusQuery);
}

/**
 * The company's GST invoices, newest first. The page asks for them as it
 * opens; the section that shows them later reuses that answer.
 */
export function useInvoices() {
  return useQuery(invoicesQuery);
}
