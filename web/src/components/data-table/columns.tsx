import { Money } from '../money';
import { When } from '../when';
import { column, type DataColumn, dateValue, moneyValue } from './data-table.model';

/** An instant's column: shown as the spec writes it, sorted by its ISO value, exported as shown. */
export const dateColumn = <T,>(
  key: string,
  label: string,
  at: (row: T) => string | null | undefined,
): DataColumn<T> => ({ ...column(key, label), cell: (r) => <When at={at(r)} />, ...dateValue(at) });

/** An amount's column in dollars, '/ct' on a per-carat row; sorted as a number, exported as money. */
export const moneyColumn = <T,>(
  key: string,
  label: string,
  dollars: (row: T) => number | null | undefined,
  isPerCarat: (row: T) => boolean = () => false,
): DataColumn<T> => ({
  ...column(key, label),
  cell: (r) => <Money dollars={dollars(r)} perCarat={isPerCarat(r)} />,
  ...moneyValue(dollars, isPerCarat),
});
