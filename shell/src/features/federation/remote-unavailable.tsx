import { MESSAGES } from '@club/shared/contract/messages';
import { Button } from '@club/shared/ui/button';
import { RefreshCw, WifiOff } from 'lucide-react';
import styles from './remote-unavailable.module.css';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Third layer's face: what a visitor sees where a remote could not be shown. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <section className={styles.panel} role="alert" aria-live="assertive">
      <WifiOff className={styles.icon} aria-hidden="true" size={40} />
      <h1 className={styles.title}>{MESSAGES.remoteUnavailable}</h1>
      <p className={styles.text}>The rest of the site still works. Please try again in a moment.</p>
      <Button onClick={onRetry} icon={<RefreshCw size={18} aria-hidden="true" />}>
        Retry
      </Button>
    </section>
  );
}
