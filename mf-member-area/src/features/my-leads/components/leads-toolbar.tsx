import { ButtonLink } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Plus, Search } from 'lucide-react';
import type { LeadCategory } from '../queries';
import { useT } from '../i18n';
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
  const t = useT();
  const { producers, providers, producerSub, providerSub, onSubcategory, search, onSearch } = props;
  return (
    <div className={styles.toolbar}>
      <SelectField
        label={t('member.leads.toolbar.producers')}
        value={producerSub === null ? '' : String(producerSub)}
        onChange={(event) =>
          onSubcategory('producer', event.target.value ? Number(event.target.value) : null)
        }
        options={subcategoryOptions(producers, t('member.leads.toolbar.allProducers'))}
      />
      <SelectField
        label={t('member.leads.toolbar.providers')}
        value={providerSub === null ? '' : String(providerSub)}
        onChange={(event) =>
          onSubcategory('provider', event.target.value ? Number(event.target.value) : null)
        }
        options={subcategoryOptions(providers, t('member.leads.toolbar.allProviders'))}
      />
      <TextField
        className={styles.search}
        label={t('member.leads.toolbar.search')}
        type="search"
        placeholder={t('member.leads.toolbar.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        prefix={<Search aria-hidden="true" className={styles.searchIcon} />}
      />
      <ButtonLink to="/create-lead" icon={<Plus />}>
        {t('member.leads.toolbar.create')}
      </ButtonLink>
    </div>
  );
}
