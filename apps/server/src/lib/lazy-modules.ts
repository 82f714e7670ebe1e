/**
 * Heavy libraries a server start does not need, loaded the first time a request uses them: each
 * costs hundreds of milliseconds to import, and most processes never make an XLSX file or resize
 * an image (bench/RESULTS.md, "Production build and several processes").
 */
export const loadSharp = async () => (await import('sharp')).default;
export const loadExcel = async () => (await import('exceljs')).default;
