import { ButtonLink } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Plus, Search } from 'lucide-react';
import type { LeadCategory } from '../queries';
import styles from '../my-leads-page.module.css';

interface LeadsToolbarProps {
  producers: LeadCategory | null | undefined;
  providers: LeadCategory | null | undefined;
  producerSub: number | null;
  providerSub: number | null;
  /** One subcategory at a time: choosing a producer one clears the provider one, and back. */
  onSubcategory: (type: 'producer' | 'provider', id: number | null) => void;
  search: string;
  onSearch: (search: string) => void;
}

function subcategoryOptions(category: LeadCategory | null | undefined, allLabel: string) {
  return [
    { value: '', label: allLabel },
    ...(category?.subcategories ?? []).map((sub) => ({ value: String(sub.id), label: sub.name })),
  ];
}

/** The filters (a producer or provider subcategory, a search) and the way to post a lead. */
export function LeadsToolbar(props: LeadsToolbarProps) {
  const { producers, providers, producerSub, providerSub, onSubcategory, search, onSearch } = props;
  return (
    <div className={styles.toolbar}>
      <SelectField
        label="Producers"
        value={producerSub === null ? '' : String(producerSub)}
        onChange={(event) =>
          onSubcategory('producer', event.target.value ? Number(event.target.value) : null)
        }
        options={subcategoryOptions(producers, 'All producer subcategories')}
      />
      <SelectField
        label="Providers"
        value={providerSub === null ? '' : String(providerSub)}
        onChange={(event) =>
          onSubcategory('provider', event.target.value ? Number(event.target.value) : null)
        }
        options={subcategoryOptions(providers, 'All provider subcategories')}
      />
      <TextField
        className={styles.search}
        label="Search leads"
        type="search"
        placeholder="Search title or description"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        prefix={<Search aria-hidden="true" className={styles.searchIcon} />}
      />
      <ButtonLink to="/create-lead" icon={<Plus />}>
        Create New Lead
      </ButtonLink>
    </div>
  );
}
