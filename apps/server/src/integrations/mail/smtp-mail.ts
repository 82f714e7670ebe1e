import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail';

/** The real adapter: any SMTP relay, e.g. smtp://user:pass@smtp.example.com:587. */
export function createSmtpMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
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
        headers: { 'X-Patchbay-Template': message.template },
      });
    },
  };
}
