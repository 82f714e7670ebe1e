import { LINK_TOKEN_SLOT, type MailLinkToken, type MailMessage, type MailSender } from './mail';

/** Makes a fresh token for a link, stores only its hash, and returns the token. */
export type LinkTokenMinter = Record<MailLinkToken['kind'], (id: string) => Promise<string>>;

/**
 * Puts the secret link of a mail together at the moment the mail is written: a new random token
 * per delivery, of which only the hash is stored (DESIGN.md §5: no usable secret in clear at rest).
 * The outbox row keeps LINK_TOKEN_SLOT, so reading the database gives no working link. A retried
 * delivery makes a new token; for a password link the newest one is the one that works.
 */
export function withLinkTokens(sender: MailSender, mint: LinkTokenMinter): MailSender {
  return {
    name: sender.name,
    async send(message: MailMessage, from: string) {
      const { linkToken, ...mail } = message;
      if (!linkToken) return sender.send(mail, from);
      const token = await mint[linkToken.kind](linkToken.id);
      return sender.send(
        {
          ...mail,
          text: mail.text.replaceAll(LINK_TOKEN_SLOT, token),
          ...(mail.html === undefined ? {} : { html: mail.html.replaceAll(LINK_TOKEN_SLOT, token) }),
        },
        from,
      );
    },
  };
}
