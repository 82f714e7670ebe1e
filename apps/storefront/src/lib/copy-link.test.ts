import { describe, expect, it, vi } from 'vitest';
import { COPY_PROMPT_MESSAGE, copyText } from './copy-link';

const url = 'http://northwind.localhost:3000/Cisco-ASR-9001/dp/42';

describe('copyText (SPEC.md §5: clipboard, else a prompt; an error when the prompt is cancelled)', () => {
  it('copies with the clipboard API and shows no prompt', async () => {
    const writeText = vi.fn(async () => {});
    const prompt = vi.fn(() => null);
    await expect(copyText(url, { writeText, prompt })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('falls back to a prompt holding the link when there is no clipboard API', async () => {
    const prompt = vi.fn(() => url);
    await expect(copyText(url, { prompt })).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(COPY_PROMPT_MESSAGE, url);
  });

  it('falls back to the prompt when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const prompt = vi.fn(() => url);
    await expect(copyText(url, { writeText, prompt })).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('reports a cancelled prompt', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('no focus')));
    await expect(copyText(url, { writeText, prompt: () => null })).resolves.toBe('cancelled');
    await expect(copyText(url, { prompt: () => null })).resolves.toBe('cancelled');
  });

  it('counts a confirmed prompt as copied even if the visitor emptied it', async () => {
    await expect(copyText(url, { prompt: () => '' })).resolves.toBe('prompted');
  });
});
