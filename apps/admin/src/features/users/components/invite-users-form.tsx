import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_ROLES, messages } from '@patchbay/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api-error';
import { type InviteUsersResponse, inviteUsersInputSchema, useInviteUsers } from '../api/invite-users';
import { parseEmailList } from '../utils/parse-email-list';
import type { OrganizationOption } from './user-fields';

/** At most this many addresses per invitation (the contract's limit). */
export const MAX_INVITES = 50;

const roleOptions = COMPANY_ROLES.map(({ role, label }) => ({ value: role, label }));

function validateInvite(values: { emails: string; role: string }) {
  const { emails, invalid } = parseEmailList(values.emails);
  let emailsError: string | null = null;
  if (invalid.length > 0) emailsError = `${messages.invalid.email}: ${invalid.join(', ')}`;
  else if (emails.length === 0) emailsError = messages.required.email;
  else if (emails.length > MAX_INVITES) emailsError = `Please enter at most ${MAX_INVITES} emails at once`;
  return { emails: emailsError, role: values.role ? null : messages.required.role };
}

function InviteResult({ result }: { result: InviteUsersResponse }) {
  return (
    <Stack gap="md" aria-live="polite">
      <Alert
        color={result.invited.length > 0 ? 'green' : 'yellow'}
        variant="light"
        icon={<IconCheck size={18} aria-hidden="true" />}
        title={`Invited: ${result.invited.length}`}
      >
        {result.invited.length > 0 ? (
          <List size="sm">
            {result.invited.map((user) => (
              <List.Item key={user.id}>{user.email}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">Nobody was invited.</Text>
        )}
      </Alert>
      {result.skipped.length > 0 ? (
        <Stack gap="xs">
          <Group gap="xs">
            <IconAlertTriangle size={18} aria-hidden="true" color="var(--mantine-color-orange-6)" />
            <Title order={3} size="h5">
              Skipped: {result.skipped.length}
            </Title>
          </Group>
          <Table aria-label="Skipped addresses" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.skipped.map((entry) => (
                <Table.Tr key={entry.email}>
                  <Table.Td>{entry.email}</Table.Td>
                  <Table.Td>{entry.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /registerusers: several addresses and one role; then who was invited and who was skipped, and why. */
export function InviteUsersForm({
  organizations,
  defaultOrganizationId,
}: {
  organizations?: OrganizationOption[] | undefined;
  defaultOrganizationId?: string | undefined;
}) {
  const [result, setResult] = useState<InviteUsersResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { emails: '', role: '', organizationId: defaultOrganizationId ?? '' },
    validate: validateInvite,
    clearInputErrorOnChange: true,
  });
  const invite = useInviteUsers({
    mutationConfig: {
      onSuccess: (response) => {
        setResult(response);
        form.setFieldValue('emails', '');
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) {
          // Per-address messages ('emails.2') belong to the one box.
          const emails = Object.entries(fields).filter(([key]) => key.startsWith('emails'));
          form.setErrors({
            ...fields,
            ...(emails.length > 0 ? { emails: emails.map(([, v]) => v).join(' ') } : {}),
          });
        } else setFailure(errorMessage(error));
      },
    },
  });

  return (
    <Stack gap="xl">
      <form
        noValidate
        aria-label="Invite users"
        onSubmit={form.onSubmit((values) => {
          setResult(null);
          setFailure(null);
          invite.mutate(
            inviteUsersInputSchema.parse({
              emails: parseEmailList(values.emails).emails,
              role: values.role,
              ...(organizations && values.organizationId ? { organizationId: values.organizationId } : {}),
            }),
          );
        })}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Textarea
            key={form.key('emails')}
            {...form.getInputProps('emails')}
            label="Emails"
            description="One address per line, or separated by commas."
            autosize
            minRows={5}
            maxRows={14}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              key={form.key('role')}
              {...form.getInputProps('role')}
              label="Role"
              data={[{ value: '', label: 'Pick a role', disabled: true }, ...roleOptions]}
              required
            />
            {organizations ? (
              <NativeSelect
                key={form.key('organizationId')}
                {...form.getInputProps('organizationId')}
                label="Organization"
                data={organizations}
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitations
            </Button>
          </Group>
        </Stack>
      </form>
      {result ? <InviteResult result={result} /> : null}
    </Stack>
  );
}
