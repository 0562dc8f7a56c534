import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getErrorStatus, isApiError } from '@club/platform/api/api-error';
import type { CompanyProfile, CompanyProfileUpdateBody } from '@club/contract/companies';
import type { FirmType, RevenueBand } from '@club/contract/reference';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { saveOwnProfile } from '../api/profile-requests';
import {
  profileFormSchemaFor,
  stepOfField,
  toFormValues,
  WIZARD_STEPS,
  type ProfileFormValues,
  type ProfileUpdate,
} from '../lib/profile-form';
import { MEMBER_DIRECTORY_KEY } from '../queries';
import { BusinessStep, ProductsStep, ProfileImageStep, RegistrationStep } from './profile-steps';
import { WizardSteps } from './wizard-steps';
import { useT } from '../i18n';
import styles from '../my-profile-page.module.css';

type Banner = { tone: 'success' | 'error'; text: string };

/**
 * The company profile in four steps: Next checks the step's fields, Save
 * Profile (on the last step) saves them all and shows what the server keeps.
 */
export function ProfileWizard({
  profile,
  reload,
  firmTypes,
  revenueBands,
}: {
  profile: CompanyProfile;
  reload: () => Promise<CompanyProfile | undefined>;
  firmTypes: readonly FirmType[];
  revenueBands: readonly RevenueBand[];
}) {
  const t = useT();
  const user = useSessionStore((state) => state.profile);
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileFormSchemaFor(profile.company.gstNumber)),
    defaultValues: toFormValues(profile, user),
  });
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [imageUrl, setImageUrl] = useState(profile.profileImageUrl);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [saving, setSaving] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const last = step === WIZARD_STEPS.length - 1;
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];

  // Focus follows the step the member opens (not on the first visit of the page).
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  function goTo(index: number) {
    moved.current = true;
    setDone((previous) => new Set(previous).add(step));
    setStep(index);
  }

  /**
   * Next checks only this step's fields and saves nothing: a wrong field keeps
   * the member on the step with the field focused; Save Profile alone saves.
   */
  async function next() {
    const fields = current?.fields ?? [];
    if (await form.trigger(fields)) {
      goTo(step + 1);
      return;
    }
    const wrong = fields.find((name) => form.getFieldState(name).invalid);
    if (wrong) form.setFocus(wrong);
  }

  async function save(update: CompanyProfileUpdateBody) {
    setSaving(true);
    setBanner(null);
    try {
      await saveOwnProfile(update);
      // The profile is fetched again so the form shows what the server keeps.
      const fresh = await reload();
      if (fresh) {
        form.reset(toFormValues(fresh, user));
        setImageUrl(fresh.profileImageUrl);
      }
      void queryClient.invalidateQueries({ queryKey: MEMBER_DIRECTORY_KEY });
      setDone(new Set(WIZARD_STEPS.map((_, index) => index)));
      setBanner({ tone: 'success', text: MESSAGES.profile.saveSucceeded });
    } catch (error) {
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (field && field in form.getValues()) {
        form.setError(field as keyof ProfileFormValues, {
          message: getErrorMessage(error, MESSAGES.profile.saveFailed).replace(`${field}: `, ''),
        });
      }
      const text =
        getErrorStatus(error) === 429
          ? MESSAGES.profile.tooManyRequests
          : getErrorMessage(error, MESSAGES.profile.saveFailed);
      setBanner({ tone: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  function showFirstError(errors: FieldErrors<ProfileFormValues>) {
    const first = WIZARD_STEPS.flatMap((wizardStep) => wizardStep.fields).find(
      (name) => errors[name],
    );
    if (!first) return;
    moved.current = true;
    setStep(stepOfField(first));
    setBanner({ tone: 'error', text: t('member.profile.wizard.correct') });
  }

  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={(event) => {
        // Enter in a field of an earlier step moves on like Next; only the last step saves.
        if (!last) {
          event.preventDefault();
          void next();
          return;
        }
        void form.handleSubmit(save, showFirstError)(event);
      }}
    >
      <WizardSteps steps={WIZARD_STEPS} current={step} done={done} onSelect={goTo} />
      <div ref={bannerRef} tabIndex={-1} className={styles.banner}>
        {banner ? (
          <Alert tone={banner.tone} onDismiss={() => setBanner(null)}>
            {banner.text}
          </Alert>
        ) : null}
      </div>
      <section className={styles.panel} aria-labelledby="profile-step-heading">
        <p className={styles.stepCount}>
          {t('member.profile.wizard.stepCount', { step: step + 1, count: WIZARD_STEPS.length })}
        </p>
        <h2 id="profile-step-heading" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
          {current ? t(current.title) : null}
        </h2>
        {step === 0 ? <RegistrationStep form={form} company={profile.company} /> : null}
        {step === 1 ? (
          <ProfileImageStep
            form={form}
            company={profile.company}
            imageUrl={imageUrl}
            onImageUploaded={setImageUrl}
          />
        ) : null}
        {step === 2 ? (
          <BusinessStep form={form} firmTypes={firmTypes} revenueBands={revenueBands} />
        ) : null}
        {step === 3 ? <ProductsStep form={form} /> : null}
      </section>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<ArrowLeft />}
          onClick={() => goTo(step - 1)}
          disabled={step === 0}
        >
          {t('member.profile.wizard.previous')}
        </Button>
        {/* Distinct keys: the click on Next that opens the last step must not land on a
            submit button reusing the same element, which would save. */}
        {last ? (
          <Button key="save" type="submit" icon={<Save />} loading={saving}>
            {t(saving ? 'member.profile.wizard.saving' : 'member.profile.wizard.save')}
          </Button>
        ) : (
          <Button key="next" icon={<ArrowRight />} iconPosition="end" onClick={() => void next()}>
            {t('member.profile.wizard.next')}
          </Button>
        )}
      </div>
    </form>
  );
}
