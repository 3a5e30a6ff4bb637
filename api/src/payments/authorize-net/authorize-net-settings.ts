/** AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY set: `payment/authorize` is real. */
export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  /** AUTHORIZENET_ENDPOINT: the API's URL (a local fake in tests); unset: Authorize.Net's sandbox. */
  endpoint: string;
}

const SANDBOX = 'https://apitest.authorize.net/xml/v1/request.api';

/** Read by the payments context alone, once, when its module is built (as Stripe's are). */
export function authorizeNetSettingsFrom(env: NodeJS.ProcessEnv): AuthorizeNetSettings | undefined {
  const apiLoginId = env.AUTHORIZENET_API_LOGIN_ID?.trim();
  const transactionKey = env.AUTHORIZENET_TRANSACTION_KEY?.trim();
  if (!apiLoginId || !transactionKey) return undefined;
  return { apiLoginId, transactionKey, endpoint: env.AUTHORIZENET_ENDPOINT?.trim() || SANDBOX };
}
