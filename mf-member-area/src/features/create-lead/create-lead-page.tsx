import { translateContractText } from '@club/ui/contract-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { isHttpError } from '@club/platform/api/http';
import { LEAD_BRIEF_MAX, LEAD_IMAGES_REQUIRED_MESSAGE, LEAD_TITLE_MAX } from '@club/contract/leads';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { ArrowLeft, Lock } from 'lucide-react';
import { useT } from './i18n';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { putFile } from '@club/platform/api/put-file';
import { createLead, presignLeadImages } from '@/lib/lead-requests';
import { LEADS_KEY } from '@/lib/lead-keys';
import { LeadImagesPicker, type PickedImage } from './components/lead-images-picker';
import { clearLeadDraft, loadLeadDraft, saveLeadDraft } from './lib/lead-draft';
import { EMPTY_LEAD_FORM, leadFormSchema, type LeadFormValues } from './lib/lead-form';
import styles from './create-lead-page.module.css';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';

/** `./CreateLeadPage` (/create-lead): post a lead in the company's registered subcategory. */
export default function CreateLeadPage() {
  const company = useSessionStore((state) => state.profile?.companies[0] ?? null);
  const t = useT();
  const names = useReferenceNames();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const form = useForm<LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: { ...EMPTY_LEAD_FORM, ...loadLeadDraft() },
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, formState } = form;
  const values = useWatch({ control });

  // The texts survive a reload until the lead is posted.
  useEffect(() => {
    saveLeadDraft(values);
  }, [values]);

  const subcategory = company?.subcategory ?? null;
  const category = company?.category ?? null;
  const registrationComplete = Boolean(company && category && subcategory);

  const onSubmit = handleSubmit(async (fields) => {
    if (!company || !category || !subcategory) return;
    if (images.length === 0) {
      setImagesError(LEAD_IMAGES_REQUIRED_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      let keys: string[];
      try {
        const links = await presignLeadImages(
          images.map((image) => ({ contentType: image.contentType, size: image.file.size })),
        );
        await Promise.all(
          links.map((link, index) => putFile(link, images[index]?.file ?? new Blob())),
        );
        keys = links.map((link) => link.objectKey);
      } catch (error) {
        // A failed upload is reported, never posted as a broken image.
        throw new Error(getErrorMessage(error, t('member.createLead.uploadFailed')));
      }
      await createLead({
        ...fields,
        brief: fields.brief ? fields.brief : undefined,
        images: keys.map((objectKey, sortOrder) => ({ objectKey, sortOrder })),
      });
      clearLeadDraft();
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      setMessage({ tone: 'success', text: MESSAGES.leads.createSucceeded });
    } catch (error) {
      const reason =
        error instanceof Error && !isHttpError(error)
          ? error.message
          : getErrorMessage(error, t('member.createLead.tryAgain'));
      setMessage({
        tone: 'error',
        text:
          translateContractText(MESSAGES.leads.createErrorPrefix) + translateContractText(reason),
      });
    } finally {
      setSubmitting(false);
    }
  });

  const title = values.title ?? '';
  const brief = values.brief ?? '';

  return (
    <>
      <MembershipNotice />
      <div className={styles.page}>
        <ButtonLink to="/my-leads" variant="link" className={styles.back} icon={<ArrowLeft />}>
          {t('member.createLead.back')}
        </ButtonLink>
        <h1 className={styles.heading}>{t('member.createLead.heading')}</h1>

        {company ? (
          <section className={styles.company} aria-label={t('member.createLead.company')}>
            <p className={styles.companyName}>{company.name}</p>
            <dl className={styles.registered}>
              <div>
                <dt>{t('member.createLead.category')}</dt>
                <dd>
                  {category ? names.category(category) : t('member.createLead.notRegistered')}
                </dd>
              </div>
              <div>
                <dt>{t('member.createLead.subcategory')}</dt>
                <dd>
                  {subcategory ? (
                    <span className={styles.fixed}>
                      <Lock aria-hidden="true" /> {names.subcategory(subcategory)}
                    </span>
                  ) : (
                    t('member.createLead.notRegistered')
                  )}
                </dd>
              </div>
            </dl>
            {subcategory ? <p className={styles.note}>{t('member.createLead.note')}</p> : null}
          </section>
        ) : null}

        {!registrationComplete ? (
          <Alert tone="warning" title={t('member.createLead.incomplete')}>
            {MESSAGES.leads.noSubcategory}
          </Alert>
        ) : null}

        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('member.createLead.title')}
            required
            maxLength={LEAD_TITLE_MAX}
            counter
            value={title}
            error={formState.errors.title?.message}
            disabled={submitting}
            {...register('title')}
          />
          <TextAreaField
            label={t('member.createLead.brief')}
            maxLength={LEAD_BRIEF_MAX}
            rows={3}
            value={brief}
            error={formState.errors.brief?.message}
            disabled={submitting}
            {...register('brief')}
          />
          <TextAreaField
            label={t('member.createLead.description')}
            required
            rows={6}
            error={formState.errors.description?.message}
            disabled={submitting}
            {...register('description')}
          />
          <LeadImagesPicker
            images={images}
            onChange={(next) => {
              setImages(next);
              if (next.length > 0) setImagesError(undefined);
            }}
            error={imagesError}
            disabled={submitting}
          />
          <div className={styles.row}>
            <TextField
              label={t('member.createLead.location')}
              required
              placeholder={t('member.createLead.locationPlaceholder')}
              autoComplete="address-level2"
              error={formState.errors.location?.message}
              disabled={submitting}
              {...register('location')}
            />
            <TextField
              label={t('member.createLead.phone')}
              required
              type="tel"
              autoComplete="tel"
              error={formState.errors.phone?.message}
              disabled={submitting}
              {...register('phone')}
            />
            <TextField
              label={t('member.createLead.email')}
              required
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              disabled={submitting}
              {...register('email')}
            />
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              size="lg"
              loading={submitting}
              disabled={submitting || !registrationComplete || images.length === 0}
            >
              {t(submitting ? 'member.createLead.creating' : 'member.createLead.create')}
            </Button>
            {images.length === 0 && registrationComplete ? (
              <p className={styles.submitHint}>{LEAD_IMAGES_REQUIRED_MESSAGE}</p>
            ) : null}
          </div>
        </form>

        <MessageDialog
          open={message !== null}
          tone={message?.tone ?? 'info'}
          message={message?.text ?? ''}
          onClose={() => {
            const succeeded = message?.tone === 'success';
            setMessage(null);
            if (succeeded) void navigate('/my-leads');
          }}
        />
      </div>
    </>
  );
}
