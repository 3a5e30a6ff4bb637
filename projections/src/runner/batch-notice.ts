import type { Doc, ProjectedEvent } from './projection.js';

/** One document that changed in a batch, for the notifier. */
export interface DocChange {
  projection: string;
  id: string;
  before: Doc | undefined;
  after: Doc | null;
}

/** What a committed batch tells its listeners: its events and the documents they changed. */
export interface BatchNotice {
  events: readonly ProjectedEvent[];
  changes: readonly DocChange[];
}
