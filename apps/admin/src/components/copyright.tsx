import { Text } from '@mantine/core';

/** SPEC.md §2: the portal's footer shows a copyright line running from 2020 to this year. */
export function Copyright() {
  return (
    <Text size="sm" c="dimmed">
      © 2020 - {new Date().getFullYear()} Patchbay. All rights reserved.
    </Text>
  );
}
