import type { AdminCompany, AdminCompanyMembership } from '@club/contract/admin-members';
import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { usePageMeta } from '@club/platform/routes/page-meta';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileDown, KeyRound, Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminTable } from '@/components/admin-table/admin-table';
import { lastDayOfAccess, termStartDay } from '@/lib/membership-days';
import NEWS_ADMIN_ROUTES, { newsAdminPaths } from '@/routes/route-manifest';
import { AdminLayout } from '../admin-shell/admin-layout';
import {
  adminMemberKeys,
  downloadInvoicePdf,
  fetchCompany,
  resendInvoice,
  resendSignInCode,
} from '../api/admin-member-requests';
import { PlanBadge, StateBadge } from '../components/member-badges';
import { EmptyState } from '@/components/empty-state/empty-state';
import styles from './admin-member-company-page.module.css';
import { TerminateDialog } from './terminate-dialog';

const date = (value: string | null) => (value ? formatIndianDate(value) : '—');
const money = formatRupeesWithPaise;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value pairs; empty values read as a dash. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The states a termination still changes something in. */
const TERMINABLE = new Set(['active', 'renewal_due', 'grace', 'cancelled', 'pending']);

function MembershipCard({
  membership,
  onTerminate,
}: {
  membership: AdminCompanyMembership;
  onTerminate: (membership: AdminCompanyMembership) => void;
}) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <PlanBadge plan={membership.plan} />
        <StateBadge state={membership.state} />
        {TERMINABLE.has(membership.state) ? (
          <Button variant="danger" size="sm" onClick={() => onTerminate(membership)}>
            Terminate…
          </Button>
        ) : null}
      </div>
      <Facts
        facts={[
          [
            'Term',
            `${termStartDay(membership.termStartsAt)} – ${lastDayOfAccess(membership.termEndsAt)}`,
          ],
          ['Auto-renewal', membership.autoRenewal ? 'On' : 'Off'],
          ...(membership.graceEndsAt
            ? ([['Grace ends', lastDayOfAccess(membership.graceEndsAt)]] as [string, ReactNode][])
            : []),
          ...(membership.terminationReason
            ? ([['Termination reason', membership.terminationReason]] as [string, ReactNode][])
            : []),
        ]}
      />
      <h3 className={styles.subheading}>History</h3>
      <ol className={styles.history}>
        {membership.history.map((event) => (
          <li key={`${event.at}-${event.what}`}>
            <time dateTime={event.at}>{formatIndianDate(event.at)}</time> {event.what}
          </li>
        ))}
      </ol>
    </li>
  );
}

function CompanyDetails({ data }: { data: AdminCompany }) {
  const queryClient = useQueryClient();
  const [terminating, setTerminating] = useState<AdminCompanyMembership | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
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

      <Section id="company-payments" title="Payments">
        {data.payments.length === 0 ? (
          <EmptyState>No payments.</EmptyState>
        ) : (
          <AdminTable
            caption="Payments"
            rows={data.payments}
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
        {data.invoices.length === 0 ? (
          <EmptyState>No invoices.</EmptyState>
        ) : (
          <AdminTable
            caption="Invoices"
            rows={data.invoices}
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

/** `./AdminMemberCompanyPage` (/admin/members/:id): one company and the actions on it. */
export default function AdminMemberCompanyPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: adminMemberKeys.company(id),
    queryFn: () => fetchCompany(id),
  });
  const notFound = query.isError && [400, 404].includes(getErrorStatus(query.error) ?? 0);
  const page = NEWS_ADMIN_ROUTES.pages.adminMemberCompany;
  // The tab is named after the company shown.
  usePageMeta({
    title: query.data
      ? `${query.data.company.name} · Back Office`
      : notFound
        ? 'Company not found · Back Office'
        : page.title,
    description: page.description,
  });
  return (
    <AdminLayout
      title={query.data?.company.name ?? 'Member company'}
      description={
        <Link to={newsAdminPaths.adminMembers()} className={styles.back}>
          <ArrowLeft size={14} aria-hidden="true" /> All members
        </Link>
      }
    >
      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Spinner label="Loading the company" />
        </div>
      ) : query.isError ? (
        <Alert
          tone="error"
          title={notFound ? 'This company does not exist' : 'The company could not be loaded'}
          actions={
            notFound ? null : (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {getErrorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <CompanyDetails data={query.data} />
      )}
    </AdminLayout>
  );
}
