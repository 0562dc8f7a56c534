import { useState, type FormEvent } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@club/contract/audit';
import { emailSchema } from '@club/contract/common';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import type { AuditFilters as Filters } from '../api/audit-requests';
import { FilterRow } from '../../components/filter-row';
import styles from '../admin-audit-page.module.css';

const KIND_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

interface AuditFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * The trail's filters: the kind applies at once; the admin's e-mail when the
 * form is sent (not at every key), checked like the server checks it.
 */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const [actor, setActor] = useState(filters.actor ?? '');
  const [actorError, setActorError] = useState<string | null>(null);

  const applyActor = (event: FormEvent) => {
    event.preventDefault();
    const typed = actor.trim();
    if (!typed) {
      setActorError(null);
      onChange({ ...filters, actor: undefined });
      return;
    }
    const parsed = emailSchema.safeParse(typed);
    if (!parsed.success) {
      setActorError('Please enter a valid e-mail address');
      return;
    }
    setActorError(null);
    onChange({ ...filters, actor: parsed.data });
  };

  return (
    <FilterRow onSubmit={applyActor} noValidate role="search" aria-label="Filter the audit trail">
      <SelectField
        label="Kind of action"
        options={KIND_OPTIONS}
        value={filters.about ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            about: (event.target.value || undefined) as AuditKind | undefined,
          })
        }
      />
      <TextField
        label="Admin's e-mail"
        type="email"
        autoComplete="off"
        value={actor}
        error={actorError ?? undefined}
        onChange={(event) => setActor(event.target.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {filters.about || filters.actor ? (
          <Button
            variant="ghost"
            onClick={() => {
              setActor('');
              setActorError(null);
              onChange({});
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </FilterRow>
  );
}
