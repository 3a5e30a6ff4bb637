import { Controller, Get, Inject } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { AuditPublicKey } from '@facet/event-schemas';
import type { SigningKey } from '@facet/event-store';
import { Public } from '../../shared/auth/auth.decorators.js';
import { success } from '../../shared/http/envelope.js';
import { AUDIT_SIGNING_KEY } from './audit-signing-key.provider.js';

/**
 * `GET /.well-known/facet-audit-key`: the key checkpoints, exports and receipts are signed with.
 * Outside the /api prefix (see UNPREFIXED_ROUTES) so tools find it where RFC 8615 says to look.
 */
@Controller('.well-known')
export class AuditKeyController {
  constructor(@Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey) {}

  @Public()
  @SkipThrottle()
  @Get('facet-audit-key')
  publicKey() {
    return success<AuditPublicKey>('Audit key', this.key.publicKey);
  }
}
