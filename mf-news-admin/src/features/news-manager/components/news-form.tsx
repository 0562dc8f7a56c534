import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getErrorMessage } from '@club/shared/api/api-error';
import { imageContentTypeSchema } from '@club/shared/contract/common';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_MAX_TAGS,
  NEWS_TAGS,
  NEWS_TITLE_MAX,
  NEWS_TITLE_MIN,
  NEWS_VALIDATION_MESSAGES,
  type NewsItem,
  type NewsTag,
} from '@club/shared/contract/news';
import { Alert } from '@club/shared/ui/alert';
import { Button } from '@club/shared/ui/button';
import { TextAreaField, TextField } from '@club/shared/ui/form-field';
import { createNews, presignNewsImage, putFile } from '../api/news-requests';
import styles from '../news-manager.module.css';

interface FormValues {
  title: string;
  content: string;
  source: string;
  externalUrl: string;
}

const EMPTY: FormValues = { title: '', content: '', source: '', externalUrl: '' };
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const FORM_MESSAGES = {
  uploadFailed: 'Failed to upload image',
  saveFailed: 'Failed to save news. Please try again.',
  invalidUrl: 'Enter a valid URL',
  tooManyTags: `At most ${NEWS_MAX_TAGS} tags`,
} as const;

/** Add News: uploads the image first (presign, PUT); a failed upload stops the save. */
export function NewsForm({ onCreated }: { onCreated: (item: NewsItem) => void }) {
  const form = useForm<FormValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, formState, control, reset, setError } = form;
  const [tags, setTags] = useState<NewsTag[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const tagsLabel = useId();
  const imageId = useId();
  const title = useWatch({ control, name: 'title' });

  const chooseImage = (file: File | null) => {
    setImage(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  // A preview's object URL is released when another replaces it, and on unmount.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const toggleTag = (tag: NewsTag) =>
    setTags((current) =>
      current.includes(tag)
        ? current.filter((value) => value !== tag)
        : current.length < NEWS_MAX_TAGS
          ? [...current, tag]
          : current,
    );

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!file) return chooseImage(null);
    if (!imageContentTypeSchema.safeParse(file.type).success) {
      event.target.value = '';
      setImageError('Please select an image file');
      return chooseImage(null);
    }
    if (file.size >= NEWS_IMAGE_MAX_BYTES) {
      event.target.value = '';
      setImageError(NEWS_VALIDATION_MESSAGES.imageTooLarge);
      return chooseImage(null);
    }
    chooseImage(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    const trimmedTitle = values.title.trim();
    if (!trimmedTitle || !values.content.trim()) {
      setSaveError(NEWS_VALIDATION_MESSAGES.titleAndContent);
      return;
    }
    if (trimmedTitle.length < NEWS_TITLE_MIN || trimmedTitle.length > NEWS_TITLE_MAX) {
      setError('title', { message: NEWS_VALIDATION_MESSAGES.titleLength });
      return;
    }
    if (values.externalUrl.trim() && !URL_PATTERN.test(values.externalUrl.trim())) {
      setError('externalUrl', { message: FORM_MESSAGES.invalidUrl });
      return;
    }
    let imageKey: string | undefined;
    if (image) {
      try {
        const link = await presignNewsImage({
          contentType: imageContentTypeSchema.parse(image.type),
          size: image.size,
        });
        await putFile(link, image);
        imageKey = link.objectKey;
      } catch {
        setSaveError(FORM_MESSAGES.uploadFailed);
        return;
      }
    }
    try {
      const item = await createNews({
        title: trimmedTitle,
        content: values.content,
        tags,
        source: values.source,
        externalUrl: values.externalUrl.trim(),
        ...(imageKey ? { imageKey } : {}),
      });
      reset(EMPTY);
      setTags([]);
      chooseImage(null);
      onCreated(item);
    } catch (error) {
      setSaveError(getErrorMessage(error, FORM_MESSAGES.saveFailed));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add News">
      <h3 className={styles.columnTitle}>Add News</h3>
      <TextField
        label="Title"
        required
        maxLength={NEWS_TITLE_MAX}
        hint={`${title.length}/${NEWS_TITLE_MAX}`}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Content"
        required
        rows={5}
        error={formState.errors.content?.message}
        {...register('content')}
      />
      <fieldset className={styles.tags} aria-describedby={tagsLabel}>
        <legend>Tags</legend>
        <p id={tagsLabel} className={styles.hint}>
          {tags.length} selected, at most {NEWS_MAX_TAGS}
        </p>
        <div className={styles.tagList}>
          {NEWS_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className={styles.tag}
              aria-pressed={tags.includes(tag)}
              onClick={() => toggleTag(tag)}
            >
              {tag}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField label="Source" maxLength={120} {...register('source')} />
      <TextField
        label="External URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={formState.errors.externalUrl?.message}
        {...register('externalUrl')}
      />
      <div className={styles.imageField}>
        <label htmlFor={imageId}>Image</label>
        <input
          id={imageId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={pickImage}
          aria-invalid={imageError ? true : undefined}
        />
        {imageError ? (
          <p role="alert" className={styles.error}>
            {imageError}
          </p>
        ) : null}
        {preview ? (
          <img className={styles.preview} src={preview} alt="Preview of the image" />
        ) : null}
      </div>
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <Button type="submit" loading={formState.isSubmitting}>
        Save News
      </Button>
    </form>
  );
}
