import type { RejectionCode } from '@facet/event-schemas';

/**
 * A command the domain refuses. `code` is stable (the web translates it, the api maps it to
 * HTTP status and the spec's message via its message table); `params` fills the message (cents).
 */
export class DomainRejection extends Error {
  constructor(
    readonly code: RejectionCode,
    readonly params: Readonly<Record<string, number | string>> = {},
  ) {
    super(code);
    this.name = 'DomainRejection';
  }
}

export const reject = (code: RejectionCode, params?: Record<string, number | string>): never => {
  throw new DomainRejection(code, params);
};
