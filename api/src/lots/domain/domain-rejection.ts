/**
 * A command the domain refuses. `code` is stable (the web translates it, the api maps it to
 * HTTP status and the spec's message via `messageFor`); `params` fills the message (cents).
 */
export class DomainRejection extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, number | string>> = {},
  ) {
    super(code);
    this.name = 'DomainRejection';
  }
}

export const reject = (code: string, params?: Record<string, number | string>): never => {
  throw new DomainRejection(code, params);
};
