import { ownValue } from '@facet/event-schemas';
import type { ReturnEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';

/**
 * The one `return-invoice-numbers` stream: return invoices get their own gap-free series, as
 * invoices do (the n-th event gives number n, appended at the revision decided on). A number is
 * given to a request once: asking again answers nothing and the same number.
 */
export interface ReturnNumbersState {
  given: number;
  byRequest: Readonly<Record<string, number>>;
}

export interface AssignReturnInvoiceNumber {
  type: 'AssignReturnInvoiceNumber';
  requestId: string;
  at: string;
}

export const returnNumbersDecider: Decider<
  AssignReturnInvoiceNumber,
  ReturnNumbersState,
  ReturnEvent
> = {
  initialState: () => ({ given: 0, byRequest: {} }),
  evolve: (state, e) =>
    e.type === 'ReturnInvoiceNumberAssigned'
      ? {
          given: e.data.number,
          byRequest: { ...state.byRequest, [e.data.requestId]: e.data.number },
        }
      : state,
  decide: (cmd, state) =>
    ownValue(state.byRequest, cmd.requestId) !== undefined
      ? []
      : [
          {
            type: 'ReturnInvoiceNumberAssigned',
            data: { requestId: cmd.requestId, number: state.given + 1, at: cmd.at },
          },
        ],
};
