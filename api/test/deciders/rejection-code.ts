import { DomainRejection } from '../../src/shared/domain/domain-rejection.js';

/**
 * The code a decision was refused with, or undefined when it was taken. Anything thrown that is not
 * a rejection is thrown on: a bug in the decider fails the test as itself, never as a wrong code.
 */
export function rejectionCode(decide: () => unknown): string | undefined {
  try {
    decide();
  } catch (e) {
    if (e instanceof DomainRejection) return e.code;
    throw e;
  }
  return undefined;
}
