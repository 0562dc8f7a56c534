import { Button } from '@club/ui/button';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { InquiryModal } from '@/components/inquiry-modal/inquiry-modal';
import { useT } from '../i18n';

interface ServiceInquiryCtaProps {
  /** Pre-fills the subject of the form. */
  serviceTitle: string;
  text: string;
}

/** The bottom call-to-action bar of a service page: Inquire Now opens 'Get Expert Help'. */
export function ServiceInquiryCta({ serviceTitle, text }: ServiceInquiryCtaProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <CtaBar
        title={t('marketing.consult.cta.title')}
        text={text}
        icon={<MessageCircle aria-hidden="true" />}
      >
        <Button
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('marketing.consult.cta.inquire')}
        </Button>
      </CtaBar>
      <InquiryModal
        open={open}
        onClose={() => setOpen(false)}
        title={t('marketing.consult.cta.modalTitle')}
        kind="expert-help"
        defaultSubject={serviceTitle}
      />
    </>
  );
}
