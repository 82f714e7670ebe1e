import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../lib/lazy-modules';
import { type MailMessage, type MailSender, nodemailerAttachments } from './mail';

/**
 * The real adapter: any SMTP relay, e.g. smtp://user:pass@smtp.example.com:587. Pooled: the
 * outbox sends many mails at once over a few kept-open connections instead of one connection
 * (and handshake) per mail; `?pool=false` or `?maxConnections=` in the URL override it.
 */
export function createSmtpMailSender(smtpUrl: string): MailSender {
  // nodemailer loads with the first mail, not at every server start.
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  return {
    name: 'smtp',
    async send(message: MailMessage, from: string) {
      transport ??= loadNodemailer().then((nodemailer) => {
        const pool = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5 });
        if (closed) pool.close();
        return pool;
      });
      await (await transport).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: nodemailerAttachments(message.attachments),
        headers: { 'X-Patchbay-Template': message.template },
      });
    },
    close() {
      closed = true;
      void transport?.then((pool) => pool.close());
    },
  };
}
