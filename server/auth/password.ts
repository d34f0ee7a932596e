import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashConfig } from '../config';
import { createSemaphore } from './semaphore';

/** `Algorithm.Argon2id` from @node-rs/argon2; its enum is `const` and unusable under isolatedModules. */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Spends the time of a real verification, so an unknown account answers as slowly as a known one. */
  verifyDummy: (password: string) => Promise<void>;
}

/**
 * Argon2id at OWASP's baseline (19 MiB, 2 passes, 1 lane). Each hash holds its memory for ~60 ms,
 * so a semaphore caps how many run at once: a burst of logins queues instead of exhausting memory.
 */
export function createPasswordHasher(config: PasswordHashConfig): PasswordHasher {
  const gate = createSemaphore(config.maxConcurrent);
  const options = {
    algorithm: ARGON2ID,
    memoryCost: config.memoryCost,
    timeCost: config.timeCost,
    parallelism: config.parallelism,
  };
  let dummyHash: Promise<string> | undefined;

  const hashPassword = (password: string) => gate.run(() => hash(password, options));

  async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    // A malformed stored hash is a failed login, not a 500.
    return gate.run(() => verify(passwordHash, password).catch(() => false));
  }

  return {
    hash: hashPassword,
    verify: verifyPassword,
    async verifyDummy(password) {
      dummyHash ??= hashPassword('dummy password for unknown accounts');
      await verifyPassword(await dummyHash, password);
    },
  };
}
