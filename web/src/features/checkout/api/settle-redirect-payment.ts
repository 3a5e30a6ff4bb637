import type { RedirectProvider, RouteBody } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** The routes that take a redirect gateway's signed answer. */
type RoutePathOfAnswer =
  | 'payment/rosoom_response'
  | 'paymentThird/paytm/paytm_response'
  | 'paymentThird/cashfree/cashfree_response';

/** The answer as the address carries it: every field text. */
type Answer = {
  [K in keyof RouteBody<'payment/rosoom_response'>]: Extract<
    RouteBody<'payment/rosoom_response'>[K],
    string
  >;
};

const responsePath: Record<RedirectProvider, RoutePathOfAnswer> = {
  rosoom: 'payment/rosoom_response',
  paytm: 'paymentThird/paytm/paytm_response',
  cashfree: 'paymentThird/cashfree/cashfree_response',
};

/** The gateway's signed answer, as it came back in the address; undefined when one is missing. */
export function answerOf(params: URLSearchParams): Answer | undefined {
  const provider = params.get('provider') as Answer['provider'] | null;
  const status = params.get('status');
  const fields = ['payment_id', 'payer_id', 'amount', 'reference', 'signature'] as const;
  const values = fields.map((f) => params.get(f));
  if (!provider || !Object.hasOwn(responsePath, provider)) return undefined;
  if ((status !== 'paid' && status !== 'cancelled') || values.some((v) => !v)) return undefined;
  const [payment_id = '', payer_id = '', amount = '', reference = '', signature = ''] =
    values as string[];
  return { provider, status, payment_id, payer_id, amount, reference, signature };
}

/**
 * Hands the gateway's answer to the server, which believes it only with the gateway's signature
 * and settles the payment once: a reload of /rosoom_success asks again and changes nothing.
 */
export function useSettleRedirectPayment(answer: Answer | undefined) {
  return useQuery({
    queryKey: checkoutKeys.redirect(answer?.payment_id ?? '', answer?.signature ?? ''),
    queryFn: () =>
      apiCall(responsePath[answer?.provider ?? 'rosoom'], answer as Answer, { noAlert: true }),
    enabled: answer !== undefined,
    retry: false,
    staleTime: Infinity,
  });
}
