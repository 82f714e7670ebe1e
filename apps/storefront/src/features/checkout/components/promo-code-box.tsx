import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface PromoCodeBoxProps {
  /** The code the quote is priced with ('' for none). */
  applied: string;
  onApply: (code: string) => void;
  /** What the quote says about the applied code, or the server's refusal. */
  message: string | null;
  /** The code was applied to at least one order. */
  accepted: boolean;
}

/** The promo code box: a code is applied by pricing the quote with it; the server says if it holds. */
export function PromoCodeBox({ applied, onApply, message, accepted }: PromoCodeBoxProps) {
  const [code, setCode] = useState(applied);
  // A refused code stays in the input, with the reason under it, to be corrected or replaced.
  const refused = applied !== '' && !accepted && message !== null;
  if (applied && !refused) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c={accepted ? 'teal.8' : 'red.8'} fw={600} role="status">
          {accepted ? `Promo code ${applied} applied` : (message ?? `Promo code ${applied} is not valid`)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setCode('');
            onApply('');
          }}
        >
          Remove
        </Button>
      </Group>
    );
  }
  return (
    <form
      noValidate
      aria-label="Promo code"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onApply(code.trim());
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Promo code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={refused ? message : undefined}
          maxLength={60}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" disabled={!code.trim()}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
