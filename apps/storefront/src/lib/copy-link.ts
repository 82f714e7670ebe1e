/** How a copy ended: on the clipboard, shown in a prompt the visitor confirmed, or not at all. */
export type CopyOutcome = 'copied' | 'prompted' | 'cancelled';

/** The browser functions copying needs; injected so the fallback logic is tested without a browser. */
export interface CopyEnvironment {
  /** navigator.clipboard.writeText, absent without the Clipboard API (insecure page, old browser). */
  writeText?: ((text: string) => Promise<void>) | undefined;
  /** window.prompt: the text the visitor confirmed, or null when cancelled. */
  prompt: (message: string, defaultValue: string) => string | null;
}

export const COPY_PROMPT_MESSAGE = 'Copy this link';

/**
 * SPEC.md §5: copy to the clipboard; when the clipboard API is missing or refuses (permissions, no
 * focus), fall back to a prompt holding the text for the visitor to copy by hand. A cancelled
 * prompt is 'cancelled', which the caller shows as an error.
 */
export async function copyText(text: string, environment: CopyEnvironment): Promise<CopyOutcome> {
  if (environment.writeText) {
    try {
      await environment.writeText(text);
      return 'copied';
    } catch {
      // Refused: the prompt below still lets the visitor copy it.
    }
  }
  return environment.prompt(COPY_PROMPT_MESSAGE, text) === null ? 'cancelled' : 'prompted';
}

/** The real browser functions. */
export function browserCopyEnvironment(): CopyEnvironment {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    writeText: clipboard?.writeText ? (text) => clipboard.writeText(text) : undefined,
    prompt: (message, defaultValue) => window.prompt(message, defaultValue),
  };
}
