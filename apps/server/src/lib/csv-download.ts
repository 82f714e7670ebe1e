/** The headers of a CSV download: UTF-8, saved under `filename`, never cached (lists change). */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
