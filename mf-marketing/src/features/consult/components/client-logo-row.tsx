import type { ClientCompany } from '../data/service-types';
import { Tooltip } from '@/components/tooltip/tooltip';
import { ClientLogo } from './client-logo';
import styles from './client-logo-row.module.css';

interface ClientLogoRowProps {
  clients: readonly ClientCompany[];
}

/**
 * The client logos of a service page. From 768 px up, hovering or focusing a
 * logo shows who we worked with there (name and designation).
 */
export function ClientLogoRow({ clients }: ClientLogoRowProps) {
  return (
    <ul role="list" className={styles.row} aria-label="Client companies">
      {clients.map((client) => (
        <li key={client.name} className={styles.item}>
          <Tooltip
            showOn="wide"
            content={
              <>
                <strong>{client.contactName}</strong>, {client.designation}
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
