import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/**
 * The file mail adapter's drop folder (DATA_DIR/mail): one RFC 822 `.eml` per mail, written by
 * nodemailer, named `<time>-<random>-<template>-<recipient>.eml` and renamed into place only when whole.
 */
const mailDir = () => path.join(inject('dataDir'), 'mail');

export interface Mail {
  file: string;
  /** The X-Patchbay-Template header: 'offer-countered', 'order-summary-buyer', … */
  template: string;
  to: string;
  subject: string;
  /** The plain text part, decoded. */
  text: string;
  /** The HTML part, decoded ('' when there is none). */
  html: string;
}

/** The mail files written so far, oldest first (names start with the time they were written). */
export function mailFiles(): string[] {
  try {
    return readdirSync(mailDir())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** The mail files addressed to `email`, oldest first. */
export function mailsTo(email: string): string[] {
  return mailFiles().filter((file) => file.endsWith(`-${email}.eml`));
}

/** Quoted-printable: soft line breaks joined, =XX bytes decoded, the bytes read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

/** Splits a message or part into its headers (lower-case names, folded lines joined) and body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text/plain and text/html parts of a (possibly multipart) entity. */
function textParts(raw: string): { text: string; html: string } {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const found = { text: '', html: '' };
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = textParts(part.replace(/^\r?\n/, ''));
      found.text ||= inner.text;
      found.html ||= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

/** A mail file read and decoded: its template, recipient, subject and text parts. */
export function readMail(file: string): Mail {
  const raw = readFileSync(path.join(mailDir(), file), 'utf8');
  const { headers } = splitEntity(raw);
  return {
    file,
    template: headers.get('x-patchbay-template') ?? '',
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    ...textParts(raw),
  };
}

/**
 * Waits until a mail to `email` that was not in `before` arrives, made from `template` (null: any)
 * and holding every one of `texts` in its subject or text part; returns it.
 */
export async function expectNewMail(
  email: string,
  before: readonly string[],
  template: string | null,
  texts: readonly string[],
): Promise<Mail> {
  const find = () =>
    mailsTo(email)
      .filter((file) => !before.includes(file))
      .map(readMail)
      .find(
        (mail) =>
          (template === null || mail.template === template) &&
          texts.every((text) => mail.subject.includes(text) || mail.text.includes(text)),
      );
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}
