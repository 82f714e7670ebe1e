/** Drizzle relations for db.query.<table>.findMany({ with: ... }). Foreign keys live on the tables. */
import { relations } from 'drizzle-orm';
import { cartItems } from './cart';
import {
  categories,
  listingShares,
  listings,
  productInsightData,
  productSpecifications,
  products,
  productTieredPrices,
  sharedListingRequests,
} from './catalog';
import { customPages, faqs } from './content';
import { newsletterSubscriptions, quoteRequests, searchKeywordRecords, storeSignups } from './marketing';
import { offerItemEvents, offerItems, offers } from './offers';
import {
  orderAdditionalFees,
  orderItems,
  orderPaymentHistory,
  orderShippingDetails,
  orders,
  transactions,
} from './orders';
import { crossDomainTokens, organizations, passwordResets, sessions, users } from './organizations';
import { promoCodes } from './promo';
import { storefronts } from './storefronts';

export const organizationsRelations = relations(organizations, ({ many }) => ({
  users: many(users),
  storefronts: many(storefronts),
  listings: many(listings),
  promoCodes: many(promoCodes),
  sellerOrders: many(orders, { relationName: 'orderSeller' }),
  buyerOrders: many(orders, { relationName: 'orderBuyer' }),
  sellerOffers: many(offers, { relationName: 'offerSeller' }),
  buyerOffers: many(offers, { relationName: 'offerBuyer' }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  organization: one(organizations, { fields: [users.organizationId], references: [organizations.id] }),
  sessions: many(sessions),
  orders: many(orders),
  offers: many(offers),
  cartItems: many(cartItems),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetsRelations = relations(passwordResets, ({ one }) => ({
  user: one(users, { fields: [passwordResets.userId], references: [users.id] }),
}));

export const crossDomainTokensRelations = relations(crossDomainTokens, ({ one }) => ({
  user: one(users, { fields: [crossDomainTokens.userId], references: [users.id] }),
  targetStorefront: one(storefronts, {
    fields: [crossDomainTokens.targetStorefrontId],
    references: [storefronts.id],
  }),
}));

export const storefrontsRelations = relations(storefronts, ({ one, many }) => ({
  organization: one(organizations, { fields: [storefronts.organizationId], references: [organizations.id] }),
  customPages: many(customPages),
  faqs: many(faqs),
  promoCodes: many(promoCodes),
  newsletterSubscriptions: many(newsletterSubscriptions),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'categoryParent',
  }),
  subCategories: many(categories, { relationName: 'categoryParent' }),
  products: many(products, { relationName: 'productCategory' }),
  subCategoryProducts: many(products, { relationName: 'productSubCategory' }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, {
    fields: [products.categoryId],
    references: [categories.id],
    relationName: 'productCategory',
  }),
  subCategory: one(categories, {
    fields: [products.subCategoryId],
    references: [categories.id],
    relationName: 'productSubCategory',
  }),
  createdByOrganization: one(organizations, {
    fields: [products.createdByOrganizationId],
    references: [organizations.id],
  }),
  specifications: many(productSpecifications),
  tieredPrices: many(productTieredPrices),
  listings: many(listings),
  insightData: many(productInsightData),
}));

export const productSpecificationsRelations = relations(productSpecifications, ({ one }) => ({
  product: one(products, { fields: [productSpecifications.productId], references: [products.id] }),
}));

export const productTieredPricesRelations = relations(productTieredPrices, ({ one }) => ({
  product: one(products, { fields: [productTieredPrices.productId], references: [products.id] }),
}));

export const productInsightDataRelations = relations(productInsightData, ({ one }) => ({
  product: one(products, { fields: [productInsightData.productId], references: [products.id] }),
}));

export const listingsRelations = relations(listings, ({ one, many }) => ({
  product: one(products, { fields: [listings.productId], references: [products.id] }),
  organization: one(organizations, { fields: [listings.organizationId], references: [organizations.id] }),
  createdByUser: one(users, { fields: [listings.createdByUserId], references: [users.id] }),
  shares: many(listingShares),
  sharedListingRequests: many(sharedListingRequests),
}));

export const listingSharesRelations = relations(listingShares, ({ one }) => ({
  listing: one(listings, { fields: [listingShares.listingId], references: [listings.id] }),
  organization: one(organizations, {
    fields: [listingShares.organizationId],
    references: [organizations.id],
  }),
}));

export const sharedListingRequestsRelations = relations(sharedListingRequests, ({ one }) => ({
  listing: one(listings, { fields: [sharedListingRequests.listingId], references: [listings.id] }),
  organization: one(organizations, {
    fields: [sharedListingRequests.organizationId],
    references: [organizations.id],
  }),
  requestedByUser: one(users, { fields: [sharedListingRequests.requestedByUserId], references: [users.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  listing: one(listings, { fields: [cartItems.listingId], references: [listings.id] }),
  storefront: one(storefronts, { fields: [cartItems.storefrontId], references: [storefronts.id] }),
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  offerItem: one(offerItems, { fields: [cartItems.offerItemId], references: [offerItems.id] }),
}));

export const offersRelations = relations(offers, ({ one, many }) => ({
  storefront: one(storefronts, { fields: [offers.storefrontId], references: [storefronts.id] }),
  seller: one(organizations, {
    fields: [offers.sellerOrganizationId],
    references: [organizations.id],
    relationName: 'offerSeller',
  }),
  buyerOrganization: one(organizations, {
    fields: [offers.buyerOrganizationId],
    references: [organizations.id],
    relationName: 'offerBuyer',
  }),
  buyerUser: one(users, { fields: [offers.buyerUserId], references: [users.id] }),
  offerItems: many(offerItems),
}));

export const offerItemsRelations = relations(offerItems, ({ one, many }) => ({
  offer: one(offers, { fields: [offerItems.offerId], references: [offers.id] }),
  listing: one(listings, { fields: [offerItems.listingId], references: [listings.id] }),
  storefront: one(storefronts, { fields: [offerItems.storefrontId], references: [storefronts.id] }),
  listingOrg: one(organizations, { fields: [offerItems.listingOrgId], references: [organizations.id] }),
  user: one(users, { fields: [offerItems.userId], references: [users.id] }),
  events: many(offerItemEvents),
}));

export const offerItemEventsRelations = relations(offerItemEvents, ({ one }) => ({
  offerItem: one(offerItems, { fields: [offerItemEvents.offerItemId], references: [offerItems.id] }),
  actor: one(users, { fields: [offerItemEvents.actorUserId], references: [users.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one, many }) => ({
  storefront: one(storefronts, { fields: [transactions.storefrontId], references: [storefronts.id] }),
  buyerUser: one(users, { fields: [transactions.buyerUserId], references: [users.id] }),
  buyerOrganization: one(organizations, {
    fields: [transactions.buyerOrganizationId],
    references: [organizations.id],
  }),
  orders: many(orders),
  additionalFees: many(orderAdditionalFees),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  storefront: one(storefronts, { fields: [orders.storefrontId], references: [storefronts.id] }),
  seller: one(organizations, {
    fields: [orders.sellerOrganizationId],
    references: [organizations.id],
    relationName: 'orderSeller',
  }),
  buyerOrganization: one(organizations, {
    fields: [orders.buyerOrganizationId],
    references: [organizations.id],
    relationName: 'orderBuyer',
  }),
  buyerUser: one(users, { fields: [orders.buyerUserId], references: [users.id] }),
  transaction: one(transactions, { fields: [orders.transactionId], references: [transactions.id] }),
  promoCode: one(promoCodes, { fields: [orders.promoCodeId], references: [promoCodes.id] }),
  orderItems: many(orderItems),
  orderPaymentHistory: many(orderPaymentHistory),
  orderShippingDetail: one(orderShippingDetails),
  orderAdditionalFees: many(orderAdditionalFees),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  listing: one(listings, { fields: [orderItems.listingId], references: [listings.id] }),
  listingOrg: one(organizations, { fields: [orderItems.listingOrgId], references: [organizations.id] }),
  offerItem: one(offerItems, { fields: [orderItems.offerItemId], references: [offerItems.id] }),
}));

export const orderPaymentHistoryRelations = relations(orderPaymentHistory, ({ one }) => ({
  order: one(orders, { fields: [orderPaymentHistory.orderId], references: [orders.id] }),
  recordedByUser: one(users, { fields: [orderPaymentHistory.recordedByUserId], references: [users.id] }),
}));

export const orderShippingDetailsRelations = relations(orderShippingDetails, ({ one }) => ({
  order: one(orders, { fields: [orderShippingDetails.orderId], references: [orders.id] }),
}));

export const orderAdditionalFeesRelations = relations(orderAdditionalFees, ({ one }) => ({
  order: one(orders, { fields: [orderAdditionalFees.orderId], references: [orders.id] }),
  transaction: one(transactions, {
    fields: [orderAdditionalFees.transactionId],
    references: [transactions.id],
  }),
}));

export const promoCodesRelations = relations(promoCodes, ({ one }) => ({
  organization: one(organizations, { fields: [promoCodes.organizationId], references: [organizations.id] }),
  storefront: one(storefronts, { fields: [promoCodes.storefrontId], references: [storefronts.id] }),
}));

export const customPagesRelations = relations(customPages, ({ one }) => ({
  storefront: one(storefronts, { fields: [customPages.storefrontId], references: [storefronts.id] }),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  storefront: one(storefronts, { fields: [faqs.storefrontId], references: [storefronts.id] }),
}));

export const newsletterSubscriptionsRelations = relations(newsletterSubscriptions, ({ one }) => ({
  storefront: one(storefronts, {
    fields: [newsletterSubscriptions.storefrontId],
    references: [storefronts.id],
  }),
}));

export const storeSignupsRelations = relations(storeSignups, ({ one }) => ({
  storefront: one(storefronts, { fields: [storeSignups.storefrontId], references: [storefronts.id] }),
}));

export const quoteRequestsRelations = relations(quoteRequests, ({ one }) => ({
  storefront: one(storefronts, { fields: [quoteRequests.storefrontId], references: [storefronts.id] }),
  listing: one(listings, { fields: [quoteRequests.listingId], references: [listings.id] }),
  product: one(products, { fields: [quoteRequests.productId], references: [products.id] }),
  user: one(users, { fields: [quoteRequests.userId], references: [users.id] }),
}));

export const searchKeywordRecordsRelations = relations(searchKeywordRecords, ({ one }) => ({
  storefront: one(storefronts, { fields: [searchKeywordRecords.storefrontId], references: [storefronts.id] }),
  user: one(users, { fields: [searchKeywordRecords.userId], references: [users.id] }),
}));
