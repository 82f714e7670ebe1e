import { describe, expect, it } from 'vitest';
import { changePasswordSchema, passwordConfirmationSchema } from './account';
import { errorsOf } from './test-helpers';

describe('passwordConfirmationSchema', () => {
  it.each([
    [{ password: 'secret1', confirmPassword: 'secret1' }, {}],
    [
      { password: 'secret1', confirmPassword: 'secret2' },
      { confirmPassword: ["Password didn't match. Try Again"] },
    ],
    [{ password: 'secret1', confirmPassword: '' }, { confirmPassword: ['Please enter confirm password'] }],
    [{}, { password: ['Please enter password'], confirmPassword: ['Please enter confirm password'] }],
    [
      { password: '123', confirmPassword: '1234' },
      {
        password: ['Password should be minimum 6 characters'],
        confirmPassword: ["Password didn't match. Try Again"],
      },
    ],
    [{ password: 'secret1', confirmPassword: 'secret1', extra: 1 }, { '': ['Unrecognized key: "extra"'] }],
  ])('%j → %j', (input, errors) => {
    expect(errorsOf(passwordConfirmationSchema, input)).toEqual(errors);
  });

  it('rejects a non-object without throwing', () => {
    expect(passwordConfirmationSchema.safeParse(null).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  it.each([
    [{ oldPassword: 'old', newPassword: 'newpass1', confirmPassword: 'newpass1' }, {}],
    [
      {},
      {
        oldPassword: ['Please enter old password'],
        newPassword: ['Please enter new password'],
        confirmPassword: ['Please enter confirm password'],
      },
    ],
    [
      { oldPassword: 'old', newPassword: 'newpass1', confirmPassword: 'newpass2' },
      { confirmPassword: ["Password didn't match. Try Again"] },
    ],
    [
      { oldPassword: 'old', newPassword: 'x'.repeat(16), confirmPassword: 'x'.repeat(16) },
      { newPassword: ['Password must be maximum 15 characters'] },
    ],
  ])('%j → %j', (input, errors) => {
    expect(errorsOf(changePasswordSchema, input)).toEqual(errors);
  });
});
