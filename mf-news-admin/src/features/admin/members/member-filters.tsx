import {
  ADMIN_MEMBER_STATE_LABELS,
  ADMIN_MEMBER_STATES,
  RENEWAL_WINDOW_DAYS,
  type AdminMemberFilters,
} from '@club/contract/admin-members';
import { MEMBERSHIP_TYPE_IDS } from '@club/contract/membership/membership-plans';
import { Button } from '@club/ui/button';
import { CheckboxField, SelectField, TextField } from '@club/ui/form-field';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FilterRow } from '../components/filter-row';
import styles from './admin-members-page.module.css';

const STATE_OPTIONS = [
  ...ADMIN_MEMBER_STATES.map((state) => ({
    value: state,
    label: ADMIN_MEMBER_STATE_LABELS[state],
  })),
  { value: 'never-paid', label: 'Registered, never paid' },
];

const PLAN_OPTIONS = Object.entries(MEMBERSHIP_TYPE_IDS).map(([name, id]) => ({
  value: String(id),
  label: name,
}));

/** The filter form: applied on submit (search) or at once (selects and the checkbox). */
export function MemberFilters({
  filters,
  onChange,
}: {
  filters: AdminMemberFilters;
  onChange: (filters: AdminMemberFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined, city: city.trim() || undefined });
  };
  return (
    <FilterRow role="search" aria-label="Find members" className={styles.panel} onSubmit={submit}>
      <TextField
        label="Search"
        hint="Company, owner name or e-mail"
        type="search"
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        className={styles.search}
      />
      <SelectField
        label="State"
        placeholder="All states"
        options={STATE_OPTIONS}
        value={filters.state ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            state: (event.target.value || undefined) as AdminMemberFilters['state'],
          })
        }
      />
      <SelectField
        label="Plan"
        placeholder="All plans"
        options={PLAN_OPTIONS}
        value={filters.planId === undefined ? '' : String(filters.planId)}
        onChange={(event) =>
          onChange({
            ...filters,
            planId: event.target.value ? Number(event.target.value) : undefined,
          })
        }
      />
      <TextField
        label="City"
        value={city}
        maxLength={80}
        onChange={(event) => setCity(event.target.value)}
      />
      <CheckboxField
        label={`Renewal due in ${RENEWAL_WINDOW_DAYS} days`}
        checked={filters.renewalDue === '30-days'}
        onChange={(event) =>
          onChange({ ...filters, renewalDue: event.target.checked ? '30-days' : undefined })
        }
      />
      <Button type="submit" variant="primary" icon={<Search size={16} aria-hidden="true" />}>
        Search
      </Button>
    </FilterRow>
  );
}
