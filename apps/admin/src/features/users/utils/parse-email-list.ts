import { emailSchema } from '@patchbay/domain';

export interface ParsedEmailList {
  /** Valid addresses, in the order typed, each once (compared without case). */
  emails: string[];
  /** What was typed but is not an address. */
  invalid: string[];
}

/** The /registerusers box: addresses one per line, or separated by commas, semicolons or spaces. */
export function parseEmailList(text: string): ParsedEmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const candidate = part.trim();
    if (!candidate) continue;
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (emailSchema.safeParse(candidate).success) emails.push(candidate);
    else invalid.push(candidate);
  }
  return { emails, invalid };
}
