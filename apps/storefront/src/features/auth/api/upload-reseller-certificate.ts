import type { ResponseOf } from '@patchbay/client';
import { accountMessages, UPLOAD_MAX_BYTES } from '@patchbay/contract';
import { isAllowedImage, messages } from '@patchbay/domain';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export const RESELLER_CERTIFICATE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** The checks the server makes, so a wrong file is refused before it is sent. Null when fine. */
export function checkResellerCertificate(file: File): string | null {
  if (!isAllowedImage(file.type || file.name)) return messages.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return accountMessages.fileTooLarge;
  return null;
}

export type UploadResellerCertificateResponse = ResponseOf<'uploadResellerCertificate'>;

/** Multipart, field `file`; the reply's url goes into the register body as resellerCertificateUrl. */
export const uploadResellerCertificate = (file: File) =>
  dataOf(
    client.POST('/api/uploads/reseller-certificate', {
      body: { file },
      // Sent as multipart as it is: the browser writes the Content-Type with its boundary.
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );

export function useUploadResellerCertificate({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof uploadResellerCertificate>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: uploadResellerCertificate });
}
