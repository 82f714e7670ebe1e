import { productMessages } from '@patchbay/contract';
import { MAX_PRODUCT_IMAGES, messages } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { loadSharp } from '../../lib/lazy-modules';
import { assertCan } from '../accounts/policy';
import { imageTypeError, sniffImageType } from '../uploads/uploads.service';
import { type CatalogueActor, changeProductMedia, getProduct } from './products.service';

/** Product images are kept at most this wide or high; smaller ones are not enlarged. */
export const PRODUCT_IMAGE_MAX_SIZE = 1600;
export const SPEC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const specDocumentError = () =>
  new AppError('invalid_data', messages.specDocumentType, { fields: { file: messages.specDocumentType } });

/**
 * Adds an image to a product: checked by its content (png, jpeg or gif, whatever its name says),
 * decoded and re-encoded as WebP no larger than 1600 px (which drops metadata and anything hidden
 * after the image data), under a new unguessable name. The first image is the main one.
 */
export async function addProductImage(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  file: Buffer,
) {
  assertCan(actor, 'products.manage');
  // The product must be the actor's before anything is decoded or written.
  const product = await getProduct(ctx, actor, productId);
  if (product.imageUrls.length >= MAX_PRODUCT_IMAGES)
    throw new AppError('invalid_data', productMessages.tooManyImages);
  if (!sniffImageType(file)) throw imageTypeError();
  let webp: Buffer;
  try {
    webp = await (await loadSharp())(file, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(PRODUCT_IMAGE_MAX_SIZE, PRODUCT_IMAGE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw imageTypeError();
  }
  const id = uuidv7();
  await ctx.storage.put(`products/${id}.webp`, webp, 'image/webp');
  const url = `/uploads/products/${id}.webp`;
  return changeProductMedia(ctx, actor, productId, (current) => {
    if (current.imageUrls.length >= MAX_PRODUCT_IMAGES)
      throw new AppError('invalid_data', productMessages.tooManyImages);
    return { ...current, imageUrls: [...current.imageUrls, url] };
  });
}

/** The product's images in a new order (the first is the main image), or fewer of them (removed). */
export async function arrangeProductImages(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  imageUrls: readonly string[],
) {
  return changeProductMedia(ctx, actor, productId, (current) => {
    const known = new Set(current.imageUrls);
    if (new Set(imageUrls).size !== imageUrls.length || imageUrls.some((url) => !known.has(url))) {
      throw new AppError('invalid_data', productMessages.imagesMismatch, {
        fields: { imageUrls: productMessages.imagesMismatch },
      });
    }
    return { ...current, imageUrls: [...imageUrls] };
  });
}

/** A PDF spec document, checked by its first bytes, stored under a new name. */
export async function setSpecDocument(
  ctx: AppContext,
  actor: CatalogueActor,
  productId: string,
  file: Buffer,
) {
  assertCan(actor, 'products.manage');
  await getProduct(ctx, actor, productId);
  if (file.length < 5 || file.subarray(0, 5).toString('latin1') !== '%PDF-') throw specDocumentError();
  const id = uuidv7();
  await ctx.storage.put(`spec-documents/${id}.pdf`, file, 'application/pdf');
  const url = `/uploads/spec-documents/${id}.pdf`;
  return changeProductMedia(ctx, actor, productId, (current) => ({ ...current, specDocUrl: url }));
}

export async function removeSpecDocument(ctx: AppContext, actor: CatalogueActor, productId: string) {
  return changeProductMedia(ctx, actor, productId, (current) => {
    if (!current.specDocUrl) throw notFound('Spec document not found');
    return { ...current, specDocUrl: null };
  });
}
