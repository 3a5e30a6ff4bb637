// The `zipcodes` package ships no types: the part of it this server reads.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  /** US ZIP codes (and Canadian postal codes) by code. */
  export const codes: Record<string, ZipCode>;
}
