import { formatIndianDate } from '@club/contract/format/india-date';
import { getErrorMessage } from '@club/platform/api/api-error';
import {
  CORRECTION_FIELD_LABELS,
  correctionRequestBodySchema,
  type CorrectionRequest,
  type CorrectionRequestBody,
  type PrivacyOverview,
} from '@club/contract/privacy-rights';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { Skeleton } from '@club/ui/skeleton';
import { FilePenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useCorrectionChoices,
  usePrivacyOverview,
  useRequestCorrection,
} from '../hooks/use-privacy';
import styles from './privacy-panel.module.css';

type Company = NonNullable<PrivacyOverview['company']>;

interface CorrectionForm {
  companyName: string;
  categoryId: string;
  stateId: string;
  gstNumber: string;
  billingName: string;
  billingAddress: string;
  reason: string;
}

const STATUS_TEXT: Record<CorrectionRequest['status'], string> = {
  open: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
};

function formValues(company: Company): CorrectionForm {
  return {
    companyName: company.name,
    categoryId: String(company.categoryId),
    stateId: company.stateId === null ? '' : String(company.stateId),
    gstNumber: company.gstNumber ?? '',
    billingName: company.billingName,
    billingAddress: company.billingAddress,
    reason: '',
  };
}

/** Only the fields the member changed, as the API takes them. */
export function correctionBody(company: Company, values: CorrectionForm): CorrectionRequestBody {
  const changes: CorrectionRequestBody['changes'] = {};
  if (values.companyName.trim() !== company.name) changes.companyName = values.companyName;
  if (values.categoryId !== String(company.categoryId)) {
    changes.categoryId = Number(values.categoryId);
    // A new category needs a subcategory of its own: the admin sets it with the member.
  }
  if (values.stateId !== (company.stateId === null ? '' : String(company.stateId))) {
    changes.stateId = Number(values.stateId);
  }
  if (values.gstNumber.trim().toUpperCase() !== (company.gstNumber ?? '')) {
    changes.gstNumber = values.gstNumber;
  }
  if (values.billingName.trim() !== company.billingName) changes.billingName = values.billingName;
  if (values.billingAddress.trim() !== company.billingAddress) {
    changes.billingAddress = values.billingAddress;
  }
  return { changes, reason: values.reason };
}

function LastRequest({ correction }: { correction: CorrectionRequest }) {
  return (
    <div className={styles.form}>
      <p className={styles.state} role="status">
        <span className={styles.badge}>{STATUS_TEXT[correction.status]}</span>
        Your correction request of {formatIndianDate(correction.createdAt)}
      </p>
      <dl className={styles.changes}>
        {Object.entries(correction.changes).map(([field, value]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>
              {CORRECTION_FIELD_LABELS[field as keyof typeof CORRECTION_FIELD_LABELS] ?? field}
            </dt>
            <dd>{value ?? '(none)'}</dd>
          </div>
        ))}
        {correction.decisionReason ? (
          <>
            <dt>Our answer</dt>
            <dd>{correction.decisionReason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** The form, once the states and categories are there (its selects start on the current values). */
function CorrectionFormFields({
  company,
  onSent,
  onCancel,
}: {
  company: Company;
  onSent: () => void;
  onCancel: () => void;
}) {
  const choices = useCorrectionChoices();
  if (choices.failed) {
    return <Alert tone="warning">The form could not be loaded just now. Please try again.</Alert>;
  }
  if (!choices.ready) return <Skeleton width="100%" height="12rem" />;
  return (
    <CorrectionFormBody
      company={company}
      states={choices.states}
      categories={choices.categories}
      onSent={onSent}
      onCancel={onCancel}
    />
  );
}

interface Choice {
  id: number;
  name: string;
}

function CorrectionFormBody({
  company,
  states,
  categories,
  onSent,
  onCancel,
}: {
  company: Company;
  states: readonly Choice[];
  categories: readonly Choice[];
  onSent: () => void;
  onCancel: () => void;
}) {
  const request = useRequestCorrection();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CorrectionForm>({ defaultValues: formValues(company) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body = correctionBody(company, values);
    if (Object.keys(body.changes).length === 0) {
      setError(
        'Please change at least one field: the new values are the same as the current ones.',
      );
      return;
    }
    const parsed = correctionRequestBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === 'changes' ? issue.path[1] : issue.path[0]) as
          keyof CorrectionForm | undefined;
        if (field && field in values) form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await request.mutateAsync(body);
      onSent();
    } catch (failure) {
      // What the member typed stays in the form.
      setError(getErrorMessage(failure, 'Your request could not be sent. Please try again.'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        <TextField
          label="Company name"
          maxLength={150}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <SelectField
          label="Category"
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          error={errors.categoryId?.message}
          {...form.register('categoryId')}
        />
        <SelectField
          label="State"
          placeholder="Select a state"
          options={states.map((state) => ({ value: String(state.id), label: state.name }))}
          error={errors.stateId?.message}
          {...form.register('stateId')}
        />
        <TextField
          label="GST number"
          maxLength={15}
          error={errors.gstNumber?.message}
          {...form.register('gstNumber')}
        />
        <TextField
          label="Billing name"
          maxLength={150}
          error={errors.billingName?.message}
          {...form.register('billingName')}
        />
        <div className={styles.full}>
          <TextAreaField
            label="Billing address"
            maxLength={500}
            rows={3}
            error={errors.billingAddress?.message}
            {...form.register('billingAddress')}
          />
        </div>
        <div className={styles.full}>
          <TextAreaField
            label="Reason for the correction"
            required
            maxLength={1000}
            rows={3}
            hint="For example: our GST registration moved to another state."
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={request.isPending}>
          Send correction request
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </form>
  );
}

/**
 * Correction of the registration details the member cannot edit (company
 * name, category, state, GST number, billing name and address): the new
 * values and a reason go to an admin, who approves or refuses them.
 */
export function CorrectionRequestPanel() {
  const headingId = useId();
  const overview = usePrivacyOverview();
  const [editing, setEditing] = useState(false);
  const company = overview.data?.company ?? null;
  const correction = overview.data?.correction ?? null;

  let body;
  if (overview.isPending) body = <Skeleton width="18rem" height="1.25rem" />;
  else if (overview.isError) {
    body = <Alert tone="warning">Your correction requests could not be loaded just now.</Alert>;
  } else if (!company) {
    body = <p className={styles.hint}>Your account has no registered company to correct.</p>;
  } else {
    body = (
      <>
        {correction ? <LastRequest correction={correction} /> : null}
        {editing ? (
          <CorrectionFormFields
            company={company}
            onSent={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : correction?.status === 'open' ? null : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Ask for a correction
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FilePenLine className={styles.icon} aria-hidden="true" focusable="false" />
          Correct my registration details
        </h2>
        <p className={styles.hint}>
          Your company name, category, state, GST number and billing details appear on your
          invoices, so an administrator checks each change. Send the new values with a reason; we
          e-mail you our answer.
        </p>
      </div>
      {body}
    </section>
  );
}
