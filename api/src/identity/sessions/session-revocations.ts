import { Injectable } from '@nestjs/common';
import { type Observable, Subject } from 'rxjs';

/** `sessionId` null: every session of the user ended (deactivation, password change). */
export interface SessionRevocation {
  userId: string;
  sessionId: string | null;
  reason: 'logout' | 'refresh-reuse' | 'admin' | 'deactivated' | 'password-changed';
}

/**
 * Ended sessions as they reach this process (own appends and other processes' via the log).
 * The realtime gateway subscribes and disconnects the user's sockets.
 */
@Injectable()
export class SessionRevocations {
  private readonly subject = new Subject<SessionRevocation>();
  readonly revoked$: Observable<SessionRevocation> = this.subject.asObservable();

  emit(revocation: SessionRevocation): void {
    this.subject.next(revocation);
  }
}
