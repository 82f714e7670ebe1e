/** A mail as the outbox stores it: everything needed to send it again later. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** Which template produced it, for operators reading the outbox. */
  template: string;
  /**
   * The mail carries a secret link (password reset, invitation, a guest's offer link): its text
   * and HTML hold LINK_TOKEN_SLOT where the token goes. The token is made when the mail is
   * written (see withLinkTokens), so the outbox never holds a usable secret.
   */
  linkToken?: MailLinkToken | undefined;
  /** Files sent with the mail (the order summary's PDF invoice), base64 so the outbox row stays JSON. */
  attachments?: MailAttachment[] | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The attachments as nodemailer takes them. */
export function nodemailerAttachments(attachments: MailAttachment[] | undefined) {
  return (attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }));
}

/**
 * Whose secret link a mail carries: a password_resets row, a guest's offer or a guest's order, or
 * a newsletter subscription (its unsubscribe link).
 */
export interface MailLinkToken {
  kind: 'password-link' | 'offer-link' | 'order-link' | 'unsubscribe-link';
  id: string;
}

/** Where the token goes in a mail's text and HTML (base64url tokens need no escaping there). */
export const LINK_TOKEN_SLOT = '{{link-token}}';

export interface MailSender {
  readonly name: string;
  send(message: MailMessage, from: string): Promise<void>;
  /** Closes open connections (the SMTP pool), when the sender keeps any. */
  close?(): void;
}
