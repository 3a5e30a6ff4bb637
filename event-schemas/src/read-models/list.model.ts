/** Every list the api returns: `{ records, totalRecords, setDisp }` ('Showing x of y'). */
export interface ListResponse<T> {
  records: T[];
  totalRecords: number;
  setDisp: string;
}
