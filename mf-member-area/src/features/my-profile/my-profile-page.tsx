import { useQuery } from '@tanstack/react-query';
import { getErrorStatus } from '@club/platform/api/api-error';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { ChapterPicker } from './components/chapter-picker';
import { NoCompanyNotice } from './components/no-company-notice';
import { ProfileWizard } from './components/profile-wizard';
import { SignInMobile } from './components/sign-in-mobile';
import { companyProfileQuery, firmTypesQuery, revenueBandsQuery } from './queries';
import { useT } from './i18n';
import styles from './my-profile-page.module.css';

function loadErrorText(error: unknown): string {
  if (getErrorStatus(error) === 429) return MESSAGES.profile.tooManyRequests;
  return MESSAGES.profile.loadFailed;
}

/** `./MyProfilePage` (/my-profile): the company profile in four steps. */
export default function MyProfilePage() {
  const t = useT();
  const noCompany = useSessionStore(
    (state) => state.profile !== null && state.profile.companies.length === 0,
  );
  // Without a company there is no profile to load.
  const profile = useQuery({ ...companyProfileQuery, enabled: !noCompany });
  const firmTypes = useQuery(firmTypesQuery);
  const revenueBands = useQuery(revenueBandsQuery);

  return (
    <>
      <MembershipNotice />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('member.profile.page.title')}</h1>
          <p className={styles.subtitle}>{t('member.profile.page.subtitle')}</p>
        </header>
        <SignInMobile />
        <ChapterPicker />
        {noCompany || (profile.isError && getErrorStatus(profile.error) === 404) ? (
          <NoCompanyNotice />
        ) : profile.isPending ? (
          <div className={styles.loading} role="status">
            <Spinner size="lg" decorative />
            <p>{t('member.profile.page.loading')}</p>
          </div>
        ) : profile.isError ? (
          <Alert
            tone="error"
            title={loadErrorText(profile.error)}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void profile.refetch()}>
                {t('member.profile.page.tryAgain')}
              </Button>
            }
          />
        ) : (
          <ProfileWizard
            profile={profile.data}
            reload={async () => (await profile.refetch()).data}
            firmTypes={firmTypes.data ?? []}
            revenueBands={revenueBands.data ?? []}
          />
        )}
      </div>
    </>
  );
}
