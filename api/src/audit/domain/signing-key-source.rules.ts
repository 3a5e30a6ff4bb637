/** Where the audit signing key comes from, in order of precedence. */
export type SigningKeySource =
  | { kind: 'configured'; pem: string }
  | { kind: 'configured-file'; path: string }
  | { kind: 'kept'; path: string }
  | { kind: 'demo' };

export interface SigningKeySettings {
  /** AUDIT_SIGNING_KEY: a PKCS#8 PEM. */
  pem: string | undefined;
  /** AUDIT_SIGNING_KEY_FILE: a file holding one. */
  file: string | undefined;
  /** NODE_ENV=production. */
  production: boolean;
  /** Where production keeps the key it generated on its first start. */
  keptPath: string;
}

/**
 * The operator's key wins; production without one makes its own once and keeps it (a demo key
 * anyone can read would sign anything); everywhere else the repository's demo key, so a fresh
 * checkout's checkpoints verify against the key printed in the README.
 */
export function signingKeySource(s: SigningKeySettings): SigningKeySource {
  if (s.pem?.trim()) return { kind: 'configured', pem: s.pem.replace(/\\n/g, '\n') };
  if (s.file?.trim()) return { kind: 'configured-file', path: s.file.trim() };
  if (s.production) return { kind: 'kept', path: s.keptPath };
  return { kind: 'demo' };
}
