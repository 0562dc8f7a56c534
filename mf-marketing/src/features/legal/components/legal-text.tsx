import { paths } from '@club/contract/site-pages';
import { withTags } from '@club/ui/i18n';

/**
 * A sentence of a policy, in the page's language: its `<email>` (the club's address) and
 * `<grievance>` (the grievance form) parts become links.
 */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {withTags(text, {
        email: (address) => <a href={`mailto:${address}`}>{address}</a>,
        grievance: (label) => <a href={paths.privacyGrievance()}>{label}</a>,
      })}
    </>
  );
}
