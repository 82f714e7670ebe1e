import { accountMessages, UPLOAD_MAX_BYTES } from '@patchbay/contract';
import { isAllowedImage, messages } from '@patchbay/domain';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';

export const STOREFRONT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** The checks the server makes, so a wrong file is refused before it is sent. Null when fine. */
export function checkStorefrontImage(file: File): string | null {
  if (!isAllowedImage(file.type || file.name)) return messages.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return accountMessages.fileTooLarge;
  return null;
}

/** Multipart, field `file`; the reply's url goes into a logo, favicon or background field. */
export const uploadStorefrontImage = (file: File) =>
  dataOf(
    client.POST('/api/admin/uploads/storefront-image', {
      body: { file },
      // Sent as multipart as it is: the browser writes the Content-Type with its boundary.
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );
