import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A setting of the real SMTP server (scripts/services/smtp.sh start): an unset variable fails the
 * suite, never skips it.
 */
export const smtpSetting = (name: 'SMTP_URL' | 'SMTP_MAILDIR'): string => {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: start scripts/services/smtp.sh and export SMTP_URL=$(smtp.sh url) SMTP_MAILDIR=$(smtp.sh maildir)`,
    );
  return v;
};

/** Every mail delivered to the maildir so far, as its raw text (new first, then read). */
export function deliveredMails(maildir: string): string[] {
  return ['new', 'cur'].flatMap((box) => {
    const dir = join(maildir, box);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
  });
}
