import { describe, expect, it } from 'vitest';
import { userStatus } from './user-status';

describe('userStatus', () => {
  it.each([
    [{ disabled: false, invited: false }, 'Active'],
    [{ disabled: false, invited: true }, 'Invited'],
    [{ disabled: true, invited: true }, 'Disabled'],
    [{ disabled: true, invited: false }, 'Disabled'],
  ])('%j → %s', (user, label) => {
    expect(userStatus(user).label).toBe(label);
  });
});
