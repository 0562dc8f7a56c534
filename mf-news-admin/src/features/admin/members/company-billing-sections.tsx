import type { AdminCompany } from '@club/contract/admin-members';
import { Button } from '@club/ui/button';
import { FileDown } from 'lucide-react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { EmptyState } from '@/components/empty-state/empty-state';
import { downloadInvoicePdf } from '../api/admin-member-requests';
import { date, money, Section } from './company-facts';

/** The company's payments and its invoices (each as a PDF to download). */
export function CompanyBillingSections({
  payments,
  invoices,
}: Pick<AdminCompany, 'payments' | 'invoices'>) {
  return (
    <>
      <Section id="company-payments" title="Payments">
        {payments.length === 0 ? (
          <EmptyState>No payments.</EmptyState>
        ) : (
          <AdminTable
            caption="Payments"
            rows={payments}
            rowKey={(payment) => payment.id}
            columns={[
              { key: 'date', header: 'Date', cell: (p) => date(p.paidAt ?? p.createdAt) },
              { key: 'plan', header: 'Plan', cell: (p) => p.planName },
              { key: 'kind', header: 'Kind', cell: (p) => p.kind },
              { key: 'status', header: 'Status', cell: (p) => p.status },
              { key: 'price', header: 'Taxable', align: 'end', cell: (p) => money(p.price) },
              { key: 'gst', header: 'GST', align: 'end', cell: (p) => money(p.gst) },
              { key: 'total', header: 'Total', align: 'end', cell: (p) => money(p.total) },
            ]}
          />
        )}
      </Section>

      <Section id="company-invoices" title="Invoices">
        {invoices.length === 0 ? (
          <EmptyState>No invoices.</EmptyState>
        ) : (
          <AdminTable
            caption="Invoices"
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            columns={[
              { key: 'number', header: 'Number', cell: (i) => i.number },
              { key: 'date', header: 'Issued', cell: (i) => date(i.issuedAt) },
              { key: 'description', header: 'Description', cell: (i) => i.description },
              { key: 'total', header: 'Total', align: 'end', cell: (i) => money(i.total) },
              {
                key: 'pdf',
                header: 'PDF',
                cell: (i) => (
                  <Button
                    icon={<FileDown size={16} aria-hidden="true" />}
                    variant="ghost"
                    size="sm"
                    onClick={() => void downloadInvoicePdf(i)}
                    aria-label={`Download invoice ${i.number} (PDF)`}
                  >
                    PDF
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}
