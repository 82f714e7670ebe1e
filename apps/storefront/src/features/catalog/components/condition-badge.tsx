import { Badge, type BadgeProps } from '@mantine/core';
import type { Condition } from '@patchbay/domain';

const colors: Record<Condition, string> = {
  New: 'green',
  'Like New': 'teal',
  'Open Box': 'cyan',
  Refurbished: 'blue',
  Used: 'gray',
  'Field Pull': 'orange',
};

export function ConditionBadge({ condition, ...props }: { condition: Condition } & BadgeProps) {
  return (
    <Badge color={colors[condition]} variant="light" radius="sm" {...props}>
      {condition}
    </Badge>
  );
}
