import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, with a show/hide button whose name does not contain 'password': Mantine's
 * own 'Toggle password visibility' made the field's label ('Password') name two elements, so a
 * browser test (or a screen-reader user searching by label) could not tell them apart.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} />;
}
