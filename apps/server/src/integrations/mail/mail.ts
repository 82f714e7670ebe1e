/** A mail as the outbox stores it: everything needed to send it again later. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** Which template produced it, for operators reading the outbox. */
  template: string;
}

export interface MailSender {
  readonly name: string;
  send(message: MailMessage, from: string): Promise<void>;
  /** Closes open connections (the SMTP pool), when the sender keeps any. */
  close?(): void;
}
