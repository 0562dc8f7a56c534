import type { ClientCompany } from '../data/service-types';
import { Tooltip } from '@/components/tooltip/tooltip';
import { ClientLogo } from './client-logo';
import styles from './client-logo-row.module.css';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';

interface ClientLogoRowProps {
  clients: readonly ClientCompany[];
}

/**
 * The client logos of a service page. From 768 px up, hovering or focusing a
 * logo shows who we worked with there (name and designation).
 */
export function ClientLogoRow({ clients }: ClientLogoRowProps) {
  const t = useT();
  return (
    <ul role="list" className={styles.row} aria-label={t('marketing.consult.view.clientsLabel')}>
      {clients.map((client) => (
        <li key={client.name} className={styles.item}>
          <Tooltip
            showOn="wide"
            content={
              <>
                {withTags(
                  t('marketing.consult.view.clientContact', {
                    name: client.contactName,
                    designation: t(client.designation),
                  }),
                  { strong: (text) => <strong>{text}</strong> },
                )}
              </>
            }
          >
            {(triggerProps) => (
              <figure className={styles.logo} tabIndex={0} {...triggerProps}>
                <ClientLogo company={client} />
              </figure>
            )}
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
