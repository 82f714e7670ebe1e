/**
 * The `page` query of the sign-in page, when it is a path on this site; null otherwise, so a crafted
 * link cannot send someone elsewhere after signing in ('//evil.test', '/\evil.test', 'https://...').
 */
export function safeRedirectPath(page: string | null | undefined): string | null {
  if (!page || page.length > 2000) return null;
  if (!page.startsWith('/') || page.startsWith('//') || page.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is rejected
  if (/[\u0000-\u001f\u007f\\]/.test(page)) return null;
  return page;
}
