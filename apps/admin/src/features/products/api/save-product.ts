import type { RequestBodyOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

export type ProductBody = RequestBodyOf<'createSellerProduct'>;

/**
 * POST /api/admin/products (new) or PUT /api/admin/products/{id} (edit): the whole form; an edit
 * may carry the organizations the listing is offered to (sharedWithOrgIds).
 */
export const saveProduct = ({
  id,
  body,
  sharedWithOrgIds,
}: {
  id?: string | undefined;
  body: ProductBody;
  sharedWithOrgIds?: string[];
}) =>
  id
    ? dataOf(
        client.PUT('/api/admin/products/{id}', {
          params: { path: { id } },
          body: { ...body, ...(sharedWithOrgIds ? { sharedWithOrgIds } : {}) },
        }),
      )
    : dataOf(client.POST('/api/admin/products', { body }));

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

/** DELETE /api/admin/products/{id}: 'Product removed successfully'. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(client.DELETE('/api/admin/products/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

/** POST /api/admin/listings/bulk. */
export function useBulkListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBodyOf<'bulkUpdateSellerListings'>) =>
      dataOf(client.POST('/api/admin/listings/bulk', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

/** PATCH /api/admin/listings/{id}: the table's inline price and stock. */
export function usePatchListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RequestBodyOf<'patchSellerListing'> }) =>
      dataOf(client.PATCH('/api/admin/listings/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

/** POST /api/admin/products/{id}/images: one file, multipart. */
export const uploadProductImage = ({ id, file }: { id: string; file: File }) =>
  dataOf(
    client.POST('/api/admin/products/{id}/images', {
      params: { path: { id } },
      body: { file },
      bodySerializer: (body: unknown) => {
        const form = new FormData();
        form.append('file', (body as { file: File }).file);
        return form;
      },
    } as never),
  ) as Promise<{ imageUrls: string[] }>;

/** PUT /api/admin/products/{id}/images: the same images in a new order (first = main), or fewer. */
export const arrangeProductImages = ({ id, imageUrls }: { id: string; imageUrls: string[] }) =>
  dataOf(client.PUT('/api/admin/products/{id}/images', { params: { path: { id } }, body: { imageUrls } }));

/** POST /api/admin/products/{id}/spec-document: one PDF, multipart. */
export const uploadSpecDocument = ({ id, file }: { id: string; file: File }) =>
  dataOf(
    client.POST('/api/admin/products/{id}/spec-document', {
      params: { path: { id } },
      body: { file },
      bodySerializer: (body: unknown) => {
        const form = new FormData();
        form.append('file', (body as { file: File }).file);
        return form;
      },
    } as never),
  ) as Promise<{ specDocUrl: string | null }>;
