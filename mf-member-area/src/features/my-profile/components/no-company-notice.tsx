import { BUSINESS_REGISTRATION_ANCHOR, paths } from '@club/contract/site-pages';
import { Alert } from '@club/ui/alert';
import { ButtonLink } from '@club/ui/button';

/** Where a signed-in user without a company goes next: the business part of registration. */
export function NoCompanyNotice() {
  return (
    <Alert
      tone="info"
      title="Your business is not registered yet"
      actions={
        <ButtonLink to={`${paths.membership()}#${BUSINESS_REGISTRATION_ANCHOR}`} size="sm">
          Register your business
        </ButtonLink>
      }
    >
      Your company profile starts with your business registration. Register your business, then
      choose a membership plan to meet the other members.
    </Alert>
  );
}
