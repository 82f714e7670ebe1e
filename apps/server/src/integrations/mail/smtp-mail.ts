import nodemailer from 'nodemailer';
import { type MailMessage, type MailSender, nodemailerAttachments } from './mail';

/**
 * The real adapter: any SMTP relay, e.g. smtp://user:pass@smtp.example.com:587. Pooled: the
 * outbox sends many mails at once over a few kept-open connections instead of one connection
 * (and handshake) per mail; `?pool=false` or `?maxConnections=` in the URL override it.
 */
export function createSmtpMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5 });
  return {
    name: 'smtp',
    async send(message: MailMessage, from: string) {
      await transport.sendMail({
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
      transport.close();
    },
  };
}
