import argon2 from 'argon2';

// OWASP: argon2id, m = 19 MiB, t = 2, p = 1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    // Unknown e-mail still pays one verification, so timing does not reveal which addresses exist.
    this.dummy ??= this.hash('not-a-real-password');
    const target = hash ?? (await this.dummy);
    try {
      return (await argon2.verify(target, password)) && hash !== undefined;
    } catch {
      return false;
    }
  }
}
