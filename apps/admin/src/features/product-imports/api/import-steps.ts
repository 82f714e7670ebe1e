import type { ResponseOf } from '@patchbay/client';
import type { ImportMapping } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { productImportsQueryKey } from './get-product-imports';

export type ImportPreview = ResponseOf<'previewProductImport'>;

/** Multipart, field `file`: stores the file and answers its headers and an offered mapping. */
export const uploadProductImport = (input: {
  file: File;
  mode: 'create' | 'update';
  organizationId?: string;
}) =>
  dataOf(
    client.POST('/api/admin/product-imports', {
      params: {
        query: {
          mode: input.mode,
          ...(input.organizationId ? { organizationId: input.organizationId } : {}),
        },
      },
      body: { file: input.file },
      // Sent as multipart as it is: the browser writes the Content-Type with its boundary.
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );

export type UploadedImport = Awaited<ReturnType<typeof uploadProductImport>>['import'];

export function useUploadProductImport() {
  return useMutation({ mutationFn: uploadProductImport });
}

export const previewProductImport = ({ id, mapping }: { id: string; mapping: ImportMapping }) =>
  dataOf(
    client.POST('/api/admin/product-imports/{id}/preview', { params: { path: { id } }, body: { mapping } }),
  );

export function usePreviewProductImport() {
  return useMutation({ mutationFn: previewProductImport });
}

export const startProductImport = ({ id, mapping }: { id: string; mapping: ImportMapping }) =>
  dataOf(
    client.POST('/api/admin/product-imports/{id}/start', { params: { path: { id } }, body: { mapping } }),
  );

export const cancelProductImport = (id: string) =>
  dataOf(client.POST('/api/admin/product-imports/{id}/cancel', { params: { path: { id } } }));

/** Start and cancel refresh every import list. */
export function useStartProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProductImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productImportsQueryKey }),
  });
}

export function useCancelProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelProductImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productImportsQueryKey }),
  });
}
