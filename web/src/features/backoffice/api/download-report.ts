import { downloadFile } from '@/lib/download-file';
import type { ReportParams } from './backoffice-keys';

/**
 * `seller/report/download`: the server streams the whole report as CSV; the browser saves it
 * under the server's file name (Content-Disposition).
 */
export const downloadReport = ({ type, from, to }: ReportParams): Promise<string> =>
  downloadFile('seller/report/download', { type, from, to }, `${type}-report.csv`);
