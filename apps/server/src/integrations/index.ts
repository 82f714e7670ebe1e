import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createHttpIpLookup } from './iplookup/http-iplookup';
import type { IpLookup } from './iplookup/iplookup';
import { createLocalIpLookup } from './iplookup/local-iplookup';
import { createFileMailSender } from './mail/file-mail';
import type { MailSender } from './mail/mail';
import { createSmtpMailSender } from './mail/smtp-mail';
import type { PaymentGateway } from './payments/payments';
import { createSandboxGateway } from './payments/sandbox-payments';
import { createStripeGateway } from './payments/stripe-payments';
import { createFixturePriceSource } from './price-sources/fixture-price-source';
import { createHttpPriceSource } from './price-sources/http-price-source';
import type { PriceSource } from './price-sources/price-source';
import { createDatabaseRefStore, createHttpRecordsMirror } from './records/http-records';
import { createLogRecordsMirror } from './records/log-records';
import type { RecordsMirror } from './records/records';
import { createRateTableShipping } from './shipping/rate-table-shipping';
import type { ShippingRates } from './shipping/shipping';
import { createShippoShipping } from './shipping/shippo-shipping';

/** Every adapter to the outside world, chosen once from config (DESIGN.md §6). */
export interface Integrations {
  mail: MailSender;
  records: RecordsMirror;
  iplookup: IpLookup;
  payments: PaymentGateway;
  shipping: ShippingRates;
  /** Product insights' two retail sources (SPEC.md §9). */
  priceSources: PriceSource[];
}

/**
 * The payment gateway: Stripe with both keys, else the sandbox (whose tokens and charges live in
 * this database).
 */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  const { stripeSecretKey, stripePublishableKey } = config.payments;
  return stripeSecretKey && stripePublishableKey
    ? createStripeGateway({ secretKey: stripeSecretKey, publishableKey: stripePublishableKey })
    : createSandboxGateway(db);
}

export function createShippingRates(config: Config): ShippingRates {
  return config.shipping.shippoApiToken
    ? createShippoShipping({ token: config.shipping.shippoApiToken })
    : createRateTableShipping();
}

/** Each retail source: its HTTP adapter when its URL is configured, else the local fixture source. */
export function createPriceSources(config: Config): PriceSource[] {
  return config.priceSources.map((source, index) =>
    source.url
      ? createHttpPriceSource({
          id: source.id,
          name: source.name,
          template: source.url,
          affiliateTag: source.affiliateTag ?? null,
          token: source.token,
        })
      : createFixturePriceSource(source.id, source.name, source.affiliateTag ?? null, index === 0 ? 1 : 2),
  );
}

export function createIntegrations(config: Config, log: FastifyBaseLogger, db: Database): Integrations {
  return {
    mail: config.mail.smtpUrl
      ? createSmtpMailSender(config.mail.smtpUrl)
      : createFileMailSender(config.mail.dropDir),
    records: config.records.apiUrl
      ? createHttpRecordsMirror(config.records.apiUrl, config.records.apiToken, createDatabaseRefStore(db), {
          requestsPerSecond: config.records.requestsPerSecond,
        })
      : createLogRecordsMirror(log),
    iplookup: config.iplookup.urlTemplate
      ? createHttpIpLookup(config.iplookup.urlTemplate, log)
      : createLocalIpLookup(),
    payments: createPaymentGateway(config, db),
    shipping: createShippingRates(config),
    priceSources: createPriceSources(config),
  };
}
