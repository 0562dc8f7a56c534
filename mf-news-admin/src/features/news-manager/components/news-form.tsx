import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ImagePlus, X } from 'lucide-react';
import * as z from 'zod/mini';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { ImageContentType } from '@club/contract/common';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_MAX_TAGS,
  NEWS_TAGS,
  NEWS_TITLE_MAX,
  NEWS_VALIDATION_MESSAGES,
  newsCreateBodySchema,
  type NewsItem,
  type NewsTag,
} from '@club/contract/news';
import {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOfBytes,
  NOT_AN_IMAGE_MESSAGE,
} from '@club/contract/uploads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { createNews, presignNewsImage, putFile } from '../api/news-requests';
import styles from '../news-manager.module.css';

/** The typed fields, checked by the same rules the server applies to POST /news. */
const newsFormSchema = z.pick(newsCreateBodySchema, {
  title: true,
  content: true,
  source: true,
  externalUrl: true,
});
type FormValues = z.input<typeof newsFormSchema>;
type ParsedValues = z.output<typeof newsFormSchema>;

const EMPTY: FormValues = { title: '', content: '', source: '', externalUrl: '' };

export const FORM_MESSAGES = {
  uploadFailed: 'Failed to upload image',
  saveFailed: 'Failed to save news. Please try again.',
  saved: 'News saved. It is at the top of Current News and in Cuts.',
} as const;

interface ChosenImage {
  file: File;
  contentType: ImageContentType;
  previewUrl: string;
}

/** Add News: uploads the image first (presign, PUT); a failed upload stops the save. */
export function NewsForm({ onCreated }: { onCreated: (item: NewsItem) => void }) {
  const { register, handleSubmit, formState, control, reset } = useForm<
    FormValues,
    unknown,
    ParsedValues
  >({
    defaultValues: EMPTY,
    resolver: zodResolver(newsFormSchema),
  });
  const [tags, setTags] = useState<NewsTag[]>([]);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // A new key gives a fresh, empty file input (so the same file can be picked again).
  const [fileInputKey, setFileInputKey] = useState(0);
  const tagsHintId = useId();
  const imageHintId = useId();
  const title = useWatch({ control, name: 'title' });

  // A preview's object URL is released when another replaces it, and on unmount.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.previewUrl);
    },
    [image],
  );

  const toggleTag = (tag: NewsTag) =>
    setTags((current) =>
      current.includes(tag)
        ? current.filter((value) => value !== tag)
        : current.length < NEWS_MAX_TAGS
          ? [...current, tag]
          : current,
    );

  const clearImage = () => {
    setImage(null);
    setFileInputKey((key) => key + 1);
  };

  // The type is read from the file's first bytes, as the server checks them.
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImageError(null);
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    const contentType = imageTypeOfBytes(head);
    if (!contentType) {
      clearImage();
      setImageError(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    if (file.size >= NEWS_IMAGE_MAX_BYTES) {
      clearImage();
      setImageError(NEWS_VALIDATION_MESSAGES.imageTooLarge);
      return;
    }
    setImage({ file, contentType, previewUrl: URL.createObjectURL(file) });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    setSaved(false);
    let imageKey: string | undefined;
    if (image) {
      try {
        const link = await presignNewsImage({
          contentType: image.contentType,
          size: image.file.size,
        });
        await putFile(link, image.file);
        imageKey = link.objectKey;
      } catch {
        setSaveError(FORM_MESSAGES.uploadFailed);
        return;
      }
    }
    try {
      const item = await createNews({ ...values, tags, ...(imageKey ? { imageKey } : {}) });
      reset(EMPTY);
      setTags([]);
      clearImage();
      setSaved(true);
      onCreated(item);
    } catch (error) {
      // Everything typed stays in the form for another try.
      setSaveError(getErrorMessage(error, FORM_MESSAGES.saveFailed));
    }
  });

  const imageInputLabel = image ? 'Replace image' : 'Choose an image';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add News">
      <h3 className={styles.columnTitle}>Add News</h3>
      <TextField
        label="Title"
        required
        maxLength={NEWS_TITLE_MAX}
        hint={`${title.length}/${NEWS_TITLE_MAX}`}
        error={formState.errors.title?.message}
        {...register('title', { onChange: () => setSaved(false) })}
      />
      <TextAreaField
        label="Content"
        required
        rows={5}
        error={formState.errors.content?.message}
        {...register('content')}
      />
      <fieldset className={styles.tags} aria-describedby={tagsHintId}>
        <legend>Tags</legend>
        <p id={tagsHintId} className={styles.hint}>
          {tags.length} selected, at most {NEWS_MAX_TAGS}. The first is the item&apos;s category.
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
      <TextField
        label="Source"
        maxLength={120}
        hint="Leave empty for the club's own news"
        error={formState.errors.source?.message}
        {...register('source')}
      />
      <TextField
        label="External URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={formState.errors.externalUrl?.message}
        {...register('externalUrl')}
      />
      <fieldset className={styles.imageField} aria-describedby={imageHintId}>
        <legend>Image</legend>
        <p id={imageHintId} className={styles.hint}>
          JPEG, PNG or WebP, less than 5MB.
        </p>
        {image ? (
          <div className={styles.previewBox}>
            <img
              className={styles.preview}
              src={image.previewUrl}
              alt="Preview of the image"
              width={320}
              height={180}
            />
            <Button
              size="sm"
              variant="ghost"
              icon={<X aria-hidden="true" />}
              onClick={clearImage}
              aria-label="Remove the image"
            >
              Remove
            </Button>
          </div>
        ) : null}
        <label className={styles.pick}>
          <ImagePlus aria-hidden="true" />
          <span>{imageInputLabel}</span>
          <input
            key={fileInputKey}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.file}
            aria-label="Image"
            aria-invalid={imageError ? true : undefined}
            onChange={(event) => void pickImage(event)}
          />
        </label>
        {imageError ? (
          <p role="alert" className={styles.error}>
            {imageError}
          </p>
        ) : null}
      </fieldset>
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      {saved ? <Alert tone="success">{FORM_MESSAGES.saved}</Alert> : null}
      <Button type="submit" loading={formState.isSubmitting}>
        Save News
      </Button>
    </form>
  );
}
