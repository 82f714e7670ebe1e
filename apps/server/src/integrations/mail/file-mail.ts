import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../lib/lazy-modules';
import { type MailMessage, type MailSender, nodemailerAttachments } from './mail';

/**
 * The local adapter: each mail becomes a real RFC 822 `.eml` file in the mail drop folder,
 * built by nodemailer's stream transport, so it opens in any mail client.
 */
export function createFileMailSender(dropDir: string): MailSender {
  // nodemailer loads with the first mail, not at every server start.
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'file',
    async send(message: MailMessage, from: string) {
      transport ??= loadNodemailer().then((nodemailer) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transport).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: nodemailerAttachments(message.attachments),
        headers: { 'X-Patchbay-Template': message.template },
      });
      await mkdir(dropDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = (message.to[0] ?? 'unknown').replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The random part keeps two mails of one template to one address in the same millisecond
      // (the outbox sends many at once) from overwriting each other.
      const unique = randomUUID().slice(0, 8);
      const file = path.join(dropDir, `${stamp}-${unique}-${message.template}-${safeTo}.eml`);
      // Written under a hidden name, then renamed: a reader of the folder never sees a half file.
      const partial = path.join(dropDir, `.${randomUUID()}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
  };
}
