import { afterEach, beforeEach, vi } from 'vitest';

// A test fails if the code under test logs an unexpected console.error.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
