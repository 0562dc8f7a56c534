import type { AdminCompany, AdminCompanyMembership } from '@club/contract/admin-members';
import { formatIndianDate } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table/admin-table';
import { EmptyState } from '@/components/empty-state/empty-state';
import { adminMemberQueries } from '../api/admin-member-queries';
import { resendInvoice, resendSignInCode } from '../api/admin-member-requests';
import { CompanyBillingSections } from './company-billing-sections';
import { date, Facts, Section } from './company-facts';
import { MembershipCard } from './membership-card';
import { TerminateDialog } from './terminate-dialog';
import styles from './admin-member-company-page.module.css';

/**
 * One company as the back office sees it: the actions on it (resend the last
 * invoice, send the owner a sign-in code, terminate a membership), then its
 * registration, profile, users, memberships, payments, invoices and leads.
 */
export function CompanyDetails({ data }: { data: AdminCompany }) {
  const queryClient = useQueryClient();
  const [terminating, setTerminating] = useState<AdminCompanyMembership | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminMemberQueries.all });
  const invoiceMutation = useMutation({
    mutationFn: () => resendInvoice(data.company.id),
    onSuccess: (sent) =>
      setNotice({
        tone: 'success',
        text: `Invoice ${sent.invoiceNumber} sent again to ${sent.to}.`,
      }),
    onError: (error) =>
      setNotice({ tone: 'error', text: getErrorMessage(error, 'The invoice was not sent.') }),
  });
  const codeMutation = useMutation({
    mutationFn: () => resendSignInCode(data.company.id),
    onSuccess: (sent) =>
      setNotice({ tone: 'success', text: `A sign-in code was sent to ${sent.to}.` }),
    onError: (error) =>
      setNotice({ tone: 'error', text: getErrorMessage(error, 'The code was not sent.') }),
  });
  const { company, profile } = data;
  return (
    <>
      <div className={styles.actions} role="group" aria-label="Actions">
        <Button
          icon={<Mail size={16} aria-hidden="true" />}
          variant="secondary"
          onClick={() => invoiceMutation.mutate()}
          disabled={invoiceMutation.isPending || data.invoices.length === 0}
        >
          Resend last invoice
        </Button>
        <Button
          icon={<KeyRound size={16} aria-hidden="true" />}
          variant="secondary"
          onClick={() => codeMutation.mutate()}
          disabled={codeMutation.isPending}
        >
          Send sign-in code to owner
        </Button>
      </div>
      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      {company.closedAt ? (
        <Alert tone="info" title={`Account closed on ${date(company.closedAt)}`}>
          The owner closed the account: its personal data was erased. Invoices and payments are kept
          with the billing details they were issued with.
        </Alert>
      ) : null}
      <Section id="company-registration" title="Registration">
        <Facts
          facts={[
            ['Company e-mail', company.email],
            ['Company mobile', company.mobile],
            ['Category', [company.category, company.subcategory].filter(Boolean).join(' · ')],
            ['Billing name', company.billingName],
            ['Billing address', company.billingAddress],
            ['City', company.city],
            ['State', company.stateName],
            ['Country', company.country],
            ['GSTIN', company.gstNumber],
            ['Registered', date(company.registeredAt)],
            [
              'Membership Agreement',
              company.agreementVersion
                ? `${company.agreementVersion}, accepted ${date(company.agreementAcceptedAt)}`
                : null,
            ],
            ['Account closed', company.closedAt ? date(company.closedAt) : null],
          ]}
        />
      </Section>

      <Section id="company-profile" title="Profile">
        {profile ? (
          <Facts
            facts={[
              ['Owner name', profile.ownerName],
              ['Primary e-mail', profile.primaryEmail],
              ['Primary phone', profile.primaryPhone],
              ['Website', profile.website],
              ['Brief', profile.brief],
            ]}
          />
        ) : (
          <EmptyState>The company has not filled in its profile.</EmptyState>
        )}
      </Section>

      <Section id="company-users" title="Users">
        <AdminTable
          caption="Users"
          rows={data.users}
          rowKey={(user) => user.id}
          columns={[
            { key: 'name', header: 'Name', cell: (user) => user.name },
            { key: 'email', header: 'E-mail', cell: (user) => user.email },
            { key: 'mobile', header: 'Mobile', cell: (user) => user.mobile ?? '—' },
            {
              key: 'role',
              header: 'Role',
              cell: (user) => (user.isAdmin ? 'Owner, admin' : 'Owner'),
            },
            {
              key: 'verified',
              header: 'E-mail verified',
              cell: (user) => date(user.emailVerifiedAt),
            },
          ]}
        />
      </Section>

      <Section id="company-memberships" title="Memberships">
        {data.memberships.length === 0 ? (
          <EmptyState>No plan chosen yet.</EmptyState>
        ) : (
          <ul className={styles.cards}>
            {data.memberships.map((membership) => (
              <MembershipCard
                key={membership.id}
                membership={membership}
                onTerminate={setTerminating}
              />
            ))}
          </ul>
        )}
      </Section>

      <CompanyBillingSections payments={data.payments} invoices={data.invoices} />

      <Section id="company-leads" title={`Leads (${data.leads.total})`}>
        {data.leads.items.length === 0 ? (
          <EmptyState>No leads posted.</EmptyState>
        ) : (
          <ul className={styles.leads}>
            {data.leads.items.map((lead) => (
              <li key={lead.id}>
                <time dateTime={lead.createdAt}>{formatIndianDate(lead.createdAt)}</time>{' '}
                {lead.title}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {terminating ? (
        <TerminateDialog
          open
          onClose={() => setTerminating(null)}
          membershipId={terminating.id}
          companyName={company.name}
          planName={terminating.plan.name}
          onTerminated={() => {
            setNotice({ tone: 'success', text: 'The membership was terminated.' });
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}
