import { BUSINESS_REGISTRATION_ANCHOR, paths } from '@club/contract/site-pages';
import { Alert } from '@club/ui/alert';
import { ButtonLink } from '@club/ui/button';
import { useT } from '../i18n';

/** Where a signed-in user without a company goes next: the business part of registration. */
export function NoCompanyNotice() {
  const t = useT();
  return (
    <Alert
      tone="info"
      title={t('member.profile.noCompany.title')}
      actions={
        <ButtonLink to={`${paths.membership()}#${BUSINESS_REGISTRATION_ANCHOR}`} size="sm">
          {t('member.profile.noCompany.register')}
        </ButtonLink>
      }
    >
      {t('member.profile.noCompany.text')}
    </Alert>
  );
}
