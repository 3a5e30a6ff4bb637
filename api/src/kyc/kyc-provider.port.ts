export interface KycSubject {
  userId: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string | null;
  company_name: string | null;
}

export interface KycResult {
  provider: string;
  /** True for the sandbox: the result proves nothing about a real person. */
  sandbox: boolean;
  outcome: 'clear' | 'consider' | 'rejected';
  reference: string;
}

/** An identity-check provider (Onfido, Persona, ...); the SDK adapter goes behind this port. */
export interface KycProvider {
  check(subject: KycSubject): Promise<KycResult>;
}

export const KYC_PROVIDER = Symbol('KYC_PROVIDER');
