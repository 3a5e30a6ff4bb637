import { Injectable } from '@nestjs/common';
import { type Observable, Subject } from 'rxjs';

/** A bid the lot refused, as the bidder's HTTP answer named it. */
export interface BidRefusal {
  userId: string;
  lotId: string;
  code: string;
  params: Record<string, number | string>;
  /** The spec's English message (the envelope's). */
  message: string;
  commandId: string | null;
}

/**
 * Refused bids as this process answers them. A refusal appends nothing to the log, so no
 * projection can push it: the realtime gateway subscribes here and pushes `bidAddtime` failed to
 * the bidder's own room (spec 4), as the session revocations reach it.
 */
@Injectable()
export class BidRefusals {
  private readonly subject = new Subject<BidRefusal>();
  readonly refused$: Observable<BidRefusal> = this.subject.asObservable();

  emit(refusal: BidRefusal): void {
    this.subject.next(refusal);
  }
}
