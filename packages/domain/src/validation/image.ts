/** Allowed image types (SPEC.md §5: png, jpeg, gif). */
import { z } from 'zod';
import { IMAGE_MIME_TYPES, IMAGE_TYPES } from '../constants';
import { messages } from './messages';

/** A MIME type of an allowed image: image/png, image/jpeg or image/gif. */
export const imageTypeSchema = z.enum(IMAGE_MIME_TYPES, { error: messages.imageType });

/**
 * True when a MIME type (image/png, image/jpeg, image/gif) or a file name ending in .png, .jpg,
 * .jpeg or .gif is an allowed image; case-insensitive. Never throws.
 */
export function isAllowedImage(mimeTypeOrFileName: string): boolean {
  if (typeof mimeTypeOrFileName !== 'string') return false;
  const value = mimeTypeOrFileName.trim().toLowerCase();
  return IMAGE_TYPES.some(
    (type) => type.mimeType === value || type.extensions.some((extension) => value.endsWith(`.${extension}`)),
  );
}
