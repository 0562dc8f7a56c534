import { useSessionStore } from '@club/platform/session/session-store';
import { Modal } from '@club/ui/modal';
import { useNavigate } from 'react-router-dom';
import { SignInFlow } from './sign-in-flow';
import styles from './sign-in.module.css';
import { paths } from '@club/contract/site-pages';
import { useT } from '@/features/auth/i18n';

/**
 * The 'Welcome Back' overlay. Any app opens it through the shared session
 * store (`openSignIn()`), e.g. the access guard's Login button.
 */
export function SignInDialog() {
  const t = useT();
  const open = useSessionStore((state) => state.signInDialogOpen);
  const close = useSessionStore((state) => state.closeSignIn);
  const email = useSessionStore((state) => state.signInEmail);
  const navigate = useNavigate();

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('shell.signin.title')}
      description={t('shell.signin.dialog-description')}
      size="sm"
    >
      <div className={styles.dialogBody}>
        {open ? (
          <SignInFlow
            initialEmail={email ?? undefined}
            onSignedIn={(profile, { verifyMobileNext }) => {
              close();
              // Without a profile the member area cannot show much: start at My Profile, which
              // is also where a mobile number that could not sign in is verified.
              if (!profile || verifyMobileNext) navigate(paths.myProfile());
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
