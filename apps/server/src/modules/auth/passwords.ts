import argon2 from 'argon2';

export interface PasswordHasherOptions {
  memoryCost: number;
  timeCost: number;
}

/** Argon2id hashing. Verifying an unknown login still costs one hash, so timing reveals nothing. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly options: PasswordHasherOptions) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.options });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('not-a-real-password');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
