import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import {
  checkStorefrontImage,
  STOREFRONT_IMAGE_ACCEPT,
  uploadStorefrontImage,
} from '../api/upload-storefront-image';

/** One storefront image: its thumbnail, an upload button and a remove button. */
export function ImageField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkStorefrontImage(file);
    setUploadError(problem);
    if (problem) return;
    setBusy(true);
    try {
      onChange((await uploadStorefrontImage(file)).url);
    } catch (e) {
      setUploadError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={label} description={description} error={uploadError ?? error}>
      <Group gap="sm" mt={4} wrap="nowrap">
        {value ? (
          <Image src={value} alt={`${label} now`} h={40} w="auto" maw={140} fit="contain" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        <FileButton onChange={pick} accept={STOREFRONT_IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconPhotoUp size={14} aria-hidden="true" />}
              aria-label={`Upload ${label.toLowerCase()}`}
            >
              Upload
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange('')}
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
