import { notifications } from '@mantine/notifications';

export function showSuccessToast(message: string) {
  notifications.show({ color: 'green', message });
}

export function showErrorToast(message: string) {
  notifications.show({ color: 'red', message });
}
