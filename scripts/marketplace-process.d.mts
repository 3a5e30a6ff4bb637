export interface MarketplaceProcess {
  /** http://127.0.0.1:<port>, the api and the built web. */
  baseUrl: string;
  /** What the marketplace has logged so far. */
  log(): string;
  /** Stops it and removes its data folder; prints the log's tail when asked. */
  stop(showLog?: boolean): void;
  /** Kills the api (SIGKILL unless told) and starts it again on the same port and data folder. */
  restart(signal?: NodeJS.Signals): Promise<void>;
}
export declare function startMarketplace(env?: Record<string, string>): Promise<MarketplaceProcess>;
