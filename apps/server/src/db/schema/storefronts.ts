import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { amount, createdAt, id, isIn, percent, updatedAt } from './common';
import { chatProviders, feeTypes, storefrontFooterVariants } from './enums';
import { organizations } from './organizations';
import type { NamedImage, SocialLinks, TaxRate } from './types';

/**
 * A branded storefront, resolved from the request's Host (customerDomain or localUrl, DESIGN.md §3).
 * The marketplace storefront (isMarketplace) shows every listing not excluded from it.
 */
export const storefronts = pgTable(
  'storefronts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    isMarketplace: boolean('is_marketplace').notNull().default(false),
    /** Host name in development, e.g. 'northwind.localhost'; the marketplace is 'localhost'. */
    localUrl: text('local_url').notNull().unique(),
    customerDomain: text('customer_domain').unique(),
    storefrontTitle: text('storefront_title').notNull(),
    storefrontSubTitle: text('storefront_sub_title'),
    logoText: text('logo_text'),
    logo1: text('logo1'),
    logo2: text('logo2'),
    favicon: text('favicon'),
    /** CSS text of the per-host theme stylesheet. */
    themeCss: text('theme_css'),
    themeColor: text('theme_color').notNull(),
    iconColor: text('icon_color').notNull(),
    customCssClass: text('custom_css_class'),
    aboutUsLink: text('about_us_link'),
    footerVariant: text('footer_variant', { enum: storefrontFooterVariants }).notNull().default('standard'),
    socialLink: jsonb('social_link').$type<SocialLinks>().notNull().default({}),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    storeAddress: text('store_address'),
    postalCode: text('postal_code'),
    creditCardPayPalFlag: boolean('credit_card_paypal_flag').notNull().default(false),
    /** Whether the organization's new listings show their price to signed-out visitors unless set. */
    showPriceWOLoginDefault: boolean('show_price_wo_login_default').notNull().default(true),
    /** Hours an offer made on this storefront stays valid. */
    offerValidFor: integer('offer_valid_for').notNull().default(72),
    backgroundImages: jsonb('background_images').$type<string[]>().notNull().default([]),
    deviceIcons: jsonb('device_icons').$type<NamedImage[]>().notNull().default([]),
    manufacturerTitle: text('manufacturer_title'),
    manufacturerLogos: jsonb('manufacturer_logos').$type<NamedImage[]>().notNull().default([]),
    planId: text('plan_id'),
    planName: text('plan_name'),
    /** Percent of the order subtotal. */
    serviceFeeOnOrder: percent('service_fee_on_order').notNull().default('0'),
    /** A percent or a flat amount, as the type says; 4 decimals serve both. */
    soldOnStorefrontFees: numeric('sold_on_storefront_fees', { precision: 14, scale: 4 })
      .notNull()
      .default('0'),
    soldOnStorefrontFeesType: text('sold_on_storefront_fees_type', { enum: feeTypes })
      .notNull()
      .default('percentage'),
    soldOnColOrResPortalFees: numeric('sold_on_col_or_res_portal_fees', { precision: 14, scale: 4 })
      .notNull()
      .default('0'),
    soldOnColOrResPortalFeesType: text('sold_on_col_or_res_portal_fees_type', { enum: feeTypes })
      .notNull()
      .default('percentage'),
    monthlyFees: amount('monthly_fees').notNull().default('0'),
    /** The chat widget (docs/chat-widget.md): a provider of the allow-list and its id, or none. */
    chatProvider: text('chat_provider', { enum: chatProviders }),
    chatWidgetId: text('chat_widget_id'),
    /** Per-destination tax rates; the most specific (country + state) row wins. */
    taxRates: jsonb('tax_rates').$type<TaxRate[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('storefronts_footer_variant_check', isIn(t.footerVariant, storefrontFooterVariants)),
    check('storefronts_sold_on_storefront_fees_type_check', isIn(t.soldOnStorefrontFeesType, feeTypes)),
    check(
      'storefronts_sold_on_col_or_res_portal_fees_type_check',
      isIn(t.soldOnColOrResPortalFeesType, feeTypes),
    ),
    check('storefronts_offer_valid_for_check', sql`${t.offerValidFor} > 0`),
    check('storefronts_chat_provider_check', isIn(t.chatProvider, chatProviders)),
    check('storefronts_chat_widget_check', sql`(${t.chatProvider} is null) = (${t.chatWidgetId} is null)`),
    check(
      'storefronts_fees_check',
      sql`${t.serviceFeeOnOrder} >= 0 and ${t.soldOnStorefrontFees} >= 0 and ${t.soldOnColOrResPortalFees} >= 0 and ${t.monthlyFees} >= 0`,
    ),
    index('storefronts_organization_id_idx').on(t.organizationId),
  ],
);
