import { downloadFile } from '@/lib/download-file';
import type { ReportParams } from './desk-keys';

/**
 * `seller/report/download`: the server streams the whole report as CSV; the browser saves it
 * under the server's file name (Content-Disposition).
 */
export const downloadReport = (params: ReportParams): Promise<string> =>
  downloadFile('seller/report/download', params, `${params.type}-report.csv`);
