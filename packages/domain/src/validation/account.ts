/** Password confirmation and change-password bodies (SPEC.md §5). */
import { z } from 'zod';
import { newPasswordSchema, passwordSchema } from './fields';
import { messages } from './messages';

const confirmPasswordField = z
  .string({ error: messages.required.confirmPassword })
  .min(1, messages.required.confirmPassword);

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** A password typed twice: 'Password didn't match. Try Again' on `confirmPassword`. */
export const passwordConfirmationSchema = z
  .strictObject({ password: passwordSchema, confirmPassword: confirmPasswordField })
  .superRefine(
    (value, ctx) => {
      const { password, confirmPassword } = value as { password?: unknown; confirmPassword?: unknown };
      if (typeof confirmPassword === 'string' && confirmPassword !== '' && confirmPassword !== password) {
        ctx.addIssue({ code: 'custom', message: messages.passwordMismatch, path: ['confirmPassword'] });
      }
    },
    { when: isObject },
  );
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** Old, new and confirmed password; the confirmation must match the new password. */
export const changePasswordSchema = z
  .strictObject({
    oldPassword: z.string({ error: messages.required.oldPassword }).min(1, messages.required.oldPassword),
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(
    (value, ctx) => {
      const { newPassword, confirmPassword } = value as { newPassword?: unknown; confirmPassword?: unknown };
      if (typeof confirmPassword === 'string' && confirmPassword !== '' && confirmPassword !== newPassword) {
        ctx.addIssue({ code: 'custom', message: messages.passwordMismatch, path: ['confirmPassword'] });
      }
    },
    { when: isObject },
  );
export type ChangePassword = z.infer<typeof changePasswordSchema>;
