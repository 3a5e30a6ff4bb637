import { createHash } from 'node:crypto';
import type { KycProvider, KycResult, KycSubject } from './kyc-provider.port.js';

/**
 * SANDBOX ONLY: no real identity check happens. Deterministic outcomes for demos and tests:
 * a last name containing 'reject' is rejected, 'review' needs review, everyone else is clear.
 * Every result is marked `sandbox: true` and recorded as such.
 */
export class SandboxKycProvider implements KycProvider {
  async check(subject: KycSubject): Promise<KycResult> {
    const name = subject.last_name.toLowerCase();
    const outcome = name.includes('reject')
      ? 'rejected'
      : name.includes('review')
        ? 'consider'
        : 'clear';
    const reference = `sandbox-${createHash('sha256').update(subject.userId).digest('hex').slice(0, 16)}`;
    return { provider: 'sandbox-kyc', sandbox: true, outcome, reference };
  }
}
