import { accountMessages } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { loadSharp } from '../../lib/lazy-modules';
import { recordCertificateUpload } from '../accounts/reseller-certificates.service';
import { consume, throttleKeys, UPLOAD_PER_IP_LIMIT } from '../accounts/throttles';

/** The image type a file's first bytes say it is; its name and declared type are not trusted. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'gif' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export const imageTypeError = () =>
  new AppError('invalid_data', messages.imageType, { fields: { file: messages.imageType } });
export const fileTooLargeError = () =>
  new AppError('invalid_data', accountMessages.fileTooLarge, {
    fields: { file: accountMessages.fileTooLarge },
  });

/** 20 uploads per 15 minutes per IP: the upload is open to visitors signing up. */
export async function assertUploadAllowed(ctx: AppContext, ip: string): Promise<void> {
  await consume(ctx.db, [{ key: throttleKeys.uploadIp(ip), limit: UPLOAD_PER_IP_LIMIT }], ctx.now());
}

/**
 * Stores a reseller certificate image: checked by content (png, jpeg, gif), decoded and
 * re-encoded as PNG (which drops metadata and anything hidden after the image data), under a
 * new unguessable name, recorded with the browser (guest id) that uploaded it: only a registration
 * from that browser may claim it. Returns its public URL.
 */
export async function storeResellerCertificate(
  ctx: AppContext,
  file: Buffer,
  guestId: string,
): Promise<{ url: string }> {
  if (!sniffImageType(file)) throw imageTypeError();
  let png: Buffer;
  try {
    png = await (await loadSharp())(file, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .png()
      .toBuffer();
  } catch {
    throw imageTypeError();
  }
  const id = uuidv7();
  await ctx.storage.put(`certificates/${id}.png`, png, 'image/png');
  const url = `/uploads/certificates/${id}.png`;
  await recordCertificateUpload(ctx, { id, url, guestId });
  return { url };
}

/**
 * Stores an image for a storefront (logo, favicon, background, manufacturer logo): checked by
 * content, re-encoded as PNG like certificates, under a new unguessable name. Only staff who may
 * change storefront settings or content reach it (the route checks).
 */
export async function storeStorefrontImage(ctx: AppContext, file: Buffer): Promise<{ url: string }> {
  if (!sniffImageType(file)) throw imageTypeError();
  let png: Buffer;
  try {
    png = await (await loadSharp())(file, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .png()
      .toBuffer();
  } catch {
    throw imageTypeError();
  }
  const id = uuidv7();
  // The folder or the bucket (S3_BUCKET), at the same URL either way.
  await ctx.storage.put(`storefronts/${id}.png`, png, 'image/png');
  return { url: `/uploads/storefronts/${id}.png` };
}
