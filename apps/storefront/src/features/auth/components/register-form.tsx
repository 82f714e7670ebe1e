import { Button, FileInput, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applySignedInUser } from '../api/get-me';
import { registerInputSchema, useRegister } from '../api/register';
import {
  checkResellerCertificate,
  RESELLER_CERTIFICATE_ACCEPT,
  useUploadResellerCertificate,
} from '../api/upload-reseller-certificate';
import { failureMessage, registerFailureMessage } from '../utils/auth-messages';
import { FormAlert } from './form-alert';
import { showErrorToast, showSuccessToast } from './toasts';

const initialValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/**
 * Sign-up (SPEC.md §5 rules, §8 texts). The optional reseller certificate is uploaded first; its
 * URL then goes with the rest. Field errors show on the fields; a failure of the whole form shows
 * in the form and as a toast.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(registerInputSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const upload = useUploadResellerCertificate();
  const register = useRegister({
    mutationConfig: {
      onSuccess: ({ user, message }) => {
        showSuccessToast(message || accountMessages.signupSuccess);
        applySignedInUser(queryClient, user);
        onSignedIn();
      },
      onError: (error) => {
        const message = registerFailureMessage(error);
        if (error instanceof ApiError && error.fields) {
          const { resellerCertificateUrl, ...fields } = error.fields;
          form.setErrors(fields);
          if (resellerCertificateUrl) setCertificateError(resellerCertificateUrl);
        }
        if (message === accountMessages.emailTaken) form.setFieldError('email', message);
        setFailure(message);
        showErrorToast(message);
      },
    },
  });

  const chooseCertificate = (file: File | null) => {
    setCertificate(file);
    setCertificateError(file ? checkResellerCertificate(file) : null);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const body = registerInputSchema.parse(values);
    let resellerCertificateUrl: string | undefined;
    if (certificate) {
      const problem = checkResellerCertificate(certificate);
      if (problem) {
        setCertificateError(problem);
        return;
      }
      try {
        resellerCertificateUrl = (await upload.mutateAsync(certificate)).url;
      } catch (error) {
        setCertificateError(
          error instanceof ApiError ? (error.fields?.file ?? failureMessage(error)) : failureMessage(error),
        );
        return;
      }
    }
    register.mutate(resellerCertificateUrl ? { ...body, resellerCertificateUrl } : body);
  });

  return (
    <form noValidate aria-label="Register" onSubmit={submit}>
      <Stack gap="md">
        <FormAlert message={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
            label="First name"
            autoComplete="given-name"
          />
          <TextInput
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
            label="Last name"
            autoComplete="family-name"
          />
        </SimpleGrid>
        <TextInput
          key={form.key('companyName')}
          {...form.getInputProps('companyName')}
          label="Company"
          autoComplete="organization"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            key={form.key('email')}
            {...form.getInputProps('email')}
            label="Email"
            type="email"
            autoComplete="email"
          />
          <TextInput
            key={form.key('phone')}
            {...form.getInputProps('phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordInput
            key={form.key('password')}
            {...form.getInputProps('password')}
            label="Password"
            autoComplete="new-password"
          />
          <PasswordInput
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
            label="Confirm password"
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          Passwords have 6 to 15 characters.
        </Text>
        <FileInput
          label="Reseller certificate (optional)"
          description="A png, jpeg or gif image, up to 5 MB"
          placeholder="Choose an image"
          accept={RESELLER_CERTIFICATE_ACCEPT}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          clearable
          value={certificate}
          onChange={chooseCertificate}
          error={certificateError}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending || register.isPending}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
