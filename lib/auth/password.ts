import { hash, verify } from "@node-rs/argon2";

// Argon2id (the library's default algorithm) with OWASP's recommended memory-hard parameters.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** Constant-time comparison of a secret with its stored hash; a malformed hash is a mismatch. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
