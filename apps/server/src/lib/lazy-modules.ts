/**
 * Heavy libraries a server start does not need, loaded the first time a request uses them: each
 * costs hundreds of milliseconds to import, and most processes never make an XLSX file or resize
 * an image (bench/RESULTS.md, "Production build and several processes").
 */
export const loadSharp = async () => (await import('sharp')).default;
export const loadExcel = async () => (await import('exceljs')).default;
/** PDF invoices: made when an order mail or an invoice download needs one. */
export const loadPdfKit = async () => (await import('pdfkit')).default;
/** Rate-limit counters in Redis: only with REDIS_URL. */
export const loadRedis = async () => await import('ioredis');
/** Mail: loaded with the first mail the outbox sends. */
export const loadNodemailer = async () => (await import('nodemailer')).default;
