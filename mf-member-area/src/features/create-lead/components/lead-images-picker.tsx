import { LEAD_IMAGE_MAX_BYTES, LEAD_MAX_IMAGES } from '@club/contract/leads';
import type { ImageContentType } from '@club/contract/common';
import {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOfBytes,
  NOT_AN_IMAGE_MESSAGE,
} from '@club/contract/uploads';
import { Button } from '@club/ui/button';
import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { t } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './lead-images-picker.module.css';

export interface PickedImage {
  id: string;
  file: File;
  contentType: ImageContentType;
  previewUrl: string;
}

interface LeadImagesPickerProps {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string;
  disabled?: boolean;
}

/** What is said when more images are picked than there is room for (`room` of them were added). */
export function tooManyImagesMessage(room: number): string {
  const max = LEAD_MAX_IMAGES;
  if (room <= 0) return t('member.createLead.images.tooManyRemove', { max });
  if (room === 1) return t('member.createLead.images.tooManyFirst', { max });
  return t('member.createLead.images.tooManyKept', { max, room });
}

/** 1 to 3 images with previews: added up to what fits under 3, reordered and removed. */
export function LeadImagesPicker({ images, onChange, error, disabled }: LeadImagesPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const tr = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const room = LEAD_MAX_IMAGES - images.length;

  const add = async (files: FileList | null) => {
    setProblem(null);
    if (!files) return;
    const added: PickedImage[] = [];
    for (const file of [...files].slice(0, room)) {
      const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
      const contentType = imageTypeOfBytes(head);
      if (!contentType) {
        setProblem(NOT_AN_IMAGE_MESSAGE);
        continue;
      }
      if (file.size > LEAD_IMAGE_MAX_BYTES) {
        setProblem(tr('member.createLead.images.tooLarge'));
        continue;
      }
      added.push({
        id: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        contentType,
        previewUrl: URL.createObjectURL(file),
      });
    }
    if (files.length > room) {
      setProblem(tooManyImagesMessage(room));
    }
    onChange([...images, ...added]);
    if (input.current) input.current.value = '';
  };

  const move = (index: number, step: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + step, 0, moved);
    onChange(next);
  };

  const remove = (index: number) => {
    const removed = images[index];
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    onChange(images.filter((_, position) => position !== index));
  };

  const shownError = error ?? problem;
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={styles.legend}>
        {tr('member.createLead.images.legend')} <span aria-hidden="true">*</span>
      </legend>
      <p id={hintId} className={styles.hint}>
        {tr('member.createLead.images.hint')}
      </p>
      {images.length > 0 ? (
        <ol className={styles.list} aria-label={tr('member.createLead.images.chosen')}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.item}>
              <img
                src={image.previewUrl}
                alt={tr('member.createLead.images.alt', {
                  position: index + 1,
                  name: image.file.name,
                })}
                className={styles.preview}
                width={160}
                height={90}
              />
              <div className={styles.itemActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={tr('member.createLead.images.earlier', { position: index + 1 })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                  icon={<ArrowUp />}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={tr('member.createLead.images.later', { position: index + 1 })}
                  disabled={disabled || index === images.length - 1}
                  onClick={() => move(index, 1)}
                  icon={<ArrowDown />}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={tr('member.createLead.images.remove', { position: index + 1 })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  icon={<X />}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {room > 0 ? (
        <label className={styles.add} data-disabled={disabled || undefined}>
          <ImagePlus aria-hidden="true" />
          <span>
            {images.length === 0
              ? tr('member.createLead.images.add')
              : tr('member.createLead.images.addMore', { room })}
          </span>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={disabled}
            className={styles.file}
            onChange={(event) => void add(event.target.files)}
          />
        </label>
      ) : null}
      {shownError ? (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
