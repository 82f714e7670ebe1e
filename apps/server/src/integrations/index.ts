import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createHttpIpLookup } from './iplookup/http-iplookup';
import type { IpLookup } from './iplookup/iplookup';
import { createLocalIpLookup } from './iplookup/local-iplookup';
import { createFileMailSender } from './mail/file-mail';
import type { MailSender } from './mail/mail';
import { createSmtpMailSender } from './mail/smtp-mail';
import { createHttpRecordsMirror } from './records/http-records';
import { createLogRecordsMirror } from './records/log-records';
import type { RecordsMirror } from './records/records';

/** Every adapter to the outside world, chosen once from config (DESIGN.md §6). */
export interface Integrations {
  mail: MailSender;
  records: RecordsMirror;
  iplookup: IpLookup;
}

export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  return {
    mail: config.mail.smtpUrl
      ? createSmtpMailSender(config.mail.smtpUrl)
      : createFileMailSender(config.mail.dropDir),
    records: config.records.apiUrl
      ? createHttpRecordsMirror(config.records.apiUrl, config.records.apiToken)
      : createLogRecordsMirror(log),
    iplookup: config.iplookup.urlTemplate
      ? createHttpIpLookup(config.iplookup.urlTemplate, log)
      : createLocalIpLookup(),
  };
}
