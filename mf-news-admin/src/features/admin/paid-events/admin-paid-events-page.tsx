import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidEventView } from '@club/contract/event-tickets';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { AdminLayout } from '@/features/admin/admin-shell/admin-layout';
import { paidEventQueries } from './api/paid-event-requests';
import { EventCreateForm } from './components/event-create-form';
import { EventEditPanel } from './components/event-edit-panel';
import styles from './admin-paid-events-page.module.css';

const seatsLeft = (event: PaidEventView) =>
  event.ticketTypes.reduce((sum, type) => sum + type.seatsLeft, 0);
const capacity = (event: PaidEventView) =>
  event.ticketTypes.reduce((sum, type) => sum + type.capacity, 0);

/**
 * `./AdminPaidEventsPage` (/admin/paid-events): staff create paid events with
 * their ticket types, change them, and see each event's sales.
 */
export default function AdminPaidEventsPage() {
  const queryClient = useQueryClient();
  const events = useQuery(paidEventQueries.list());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const selected = events.data?.find((event) => event.id === editing);

  const refresh = (event: PaidEventView) => {
    queryClient.setQueryData(
      paidEventQueries.list().queryKey,
      (old: PaidEventView[] | undefined) => {
        const rest = (old ?? []).filter((item) => item.id !== event.id);
        return [event, ...rest];
      },
    );
    void queryClient.invalidateQueries({ queryKey: paidEventQueries.all });
  };

  const columns: readonly AdminColumn<PaidEventView>[] = [
    { key: 'title', header: 'Event', cell: (event) => event.title },
    { key: 'city', header: 'City', cell: (event) => event.city },
    { key: 'startsAt', header: 'Starts', cell: (event) => formatIndianDateTime(event.startsAt) },
    { key: 'status', header: 'Status', cell: (event) => event.status },
    {
      key: 'seats',
      header: 'Seats left',
      align: 'end',
      cell: (event) => `${String(seatsLeft(event))} of ${String(capacity(event))}`,
    },
    {
      key: 'edit',
      header: 'Actions',
      cell: (event) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${event.title} and see its sales`}
          onClick={() => {
            setCreating(false);
            setCreated(null);
            setEditing(event.id);
          }}
        >
          Edit and sales
        </Button>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Paid events"
      description="Events with tickets for members and visitors: create them, change them, see their sales. Prices are in rupees before 18% GST."
      actions={
        <Button
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => {
            setEditing(null);
            setCreated(null);
            setCreating(true);
          }}
        >
          New event
        </Button>
      }
    >
      {created ? (
        <Alert tone="success" onDismiss={() => setCreated(null)}>
          {created} is on sale.
        </Alert>
      ) : null}
      {creating ? (
        <EventCreateForm
          onCancel={() => setCreating(false)}
          onCreated={(event) => {
            refresh(event);
            setCreating(false);
            setCreated(event.title);
            setEditing(event.id);
          }}
        />
      ) : null}
      {selected ? (
        <EventEditPanel
          key={selected.id}
          event={selected}
          onSaved={refresh}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {events.isError ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(events.error, 'The events could not be loaded.')}
        </Alert>
      ) : events.isPending ? (
        <Skeleton height="8rem" />
      ) : events.data.length === 0 ? (
        <p className={styles.muted}>No paid events yet: create the first with New event.</p>
      ) : (
        <AdminTable
          caption="Paid events"
          columns={columns}
          rows={events.data}
          rowKey={(event) => event.id}
        />
      )}
    </AdminLayout>
  );
}
