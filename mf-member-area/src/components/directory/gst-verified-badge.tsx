import { useContractText } from '@club/ui/contract-messages';
import { GST_VERIFIED_DESCRIPTION, GST_VERIFIED_LABEL } from '@club/contract/gstin';
import { VerifiedBadge } from '@club/ui/verified-badge';

/** "GST verified", with what was checked (and that the live status was not) in its tooltip. */
export function GstVerifiedBadge({ align }: { align?: 'start' | 'end' }) {
  const translate = useContractText();
  return (
    <VerifiedBadge
      label={translate(GST_VERIFIED_LABEL)}
      description={translate(GST_VERIFIED_DESCRIPTION)}
      align={align}
    />
  );
}
