import { hash, verify } from "@node-rs/argon2";

/**
 * The argon2 calls this module makes, through one object so a test can watch them (password.test.ts
 * counts the verifies of a login for an unknown account and of one for a wrong password).
 */
export const argon2 = { hash, verify };

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password);
}

/**
 * What a login without a stored hash verifies against: an argon2id hash with the same parameters as
 * hashPassword's (password.test.ts checks they agree), of a password nobody knows. A constant, so even
 * the first such login does no extra hashing and takes the same time as a wrong password.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$ZvVvlgl8AjO7uLJ/Z5F/EQ$T0mJwNnpHGqJgUqItl3JnWFrABMuWkR8PmugYMfdUcU";

/**
 * Checks a password against a stored hash. Without one (unknown account, or one that never set a
 * password) it still verifies against a dummy hash, so both failures do the same work.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await argon2.verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
