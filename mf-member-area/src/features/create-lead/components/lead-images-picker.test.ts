import { describe, expect, it } from 'vitest';
import { tooManyImagesMessage } from './lead-images-picker';

describe('too many images picked', () => {
  it('says how many were kept, in words that fit the number', () => {
    expect(tooManyImagesMessage(1)).toBe(
      'Only 3 images can be added; only the first image was kept.',
    );
    expect(tooManyImagesMessage(2)).toBe('Only 3 images can be added; the first 2 were kept.');
    expect(tooManyImagesMessage(0)).toBe('Only 3 images can be added; remove one to add another.');
  });
});
