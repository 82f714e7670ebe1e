import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/lib/api-error';

export const REQUEST_STATUS_COLOR: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

export function RequestStatus({ status }: { status: string }) {
  return (
    <Badge color={REQUEST_STATUS_COLOR[status] ?? 'gray'} variant="light" data-testid="request-status">
      {status}
    </Badge>
  );
}

/** Approve / Decline for the deciding side, Withdraw for the asking side, as the server allows now. */
export function RequestActions({
  canDecide,
  canApprove,
  canWithdraw,
  pending,
  onAction,
}: {
  canDecide: boolean;
  canApprove: boolean;
  canWithdraw: boolean;
  pending: boolean;
  onAction: (action: 'approve' | 'decline' | 'withdraw') => Promise<{ message: string }>;
}) {
  const run = (action: 'approve' | 'decline' | 'withdraw') =>
    onAction(action).then(
      (r) => notifications.show({ color: 'green', message: r.message }),
      (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {canDecide && canApprove && (
        <Button size="xs" color="green" disabled={pending} onClick={() => run('approve')}>
          Approve
        </Button>
      )}
      {canDecide && (
        <Button size="xs" color="red" variant="light" disabled={pending} onClick={() => run('decline')}>
          Decline
        </Button>
      )}
      {canWithdraw && (
        <Button size="xs" variant="default" disabled={pending} onClick={() => run('withdraw')}>
          Withdraw
        </Button>
      )}
    </Group>
  );
}
