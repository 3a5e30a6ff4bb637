/**
 * What the command side tells operations about each command (metrics): shared names the port,
 * operations implements it, so shared imports no context.
 */
export interface CommandObserver {
  /** One command answered: its type, `accepted`, `duplicate`, a rejection code or `error`. */
  settled(commandType: string, outcome: string, seconds: number): void;
  /** One append to the store: how many events it carried (several commands when group-committed). */
  appended(events: number): void;
}
