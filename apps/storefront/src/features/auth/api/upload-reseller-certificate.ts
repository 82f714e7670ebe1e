import { accountMessages, UPLOAD_MAX_BYTES, type uploadResponseSchema } from '@patchbay/contract';
import { isAllowedImage, messages } from '@patchbay/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const RESELLER_CERTIFICATE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** The checks the server makes, so a wrong file is refused before it is sent. Null when fine. */
export function checkResellerCertificate(file: File): string | null {
  if (!isAllowedImage(file.type || file.name)) return messages.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return accountMessages.fileTooLarge;
  return null;
}

export type UploadResellerCertificateResponse = SchemaOutput<typeof uploadResponseSchema>;

/** Multipart, field `file`; the reply's url goes into the register body as resellerCertificateUrl. */
export const uploadResellerCertificate = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadResellerCertificateResponse>('/api/uploads/reseller-certificate', body);
};

export function useUploadResellerCertificate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof uploadResellerCertificate>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: uploadResellerCertificate });
}
