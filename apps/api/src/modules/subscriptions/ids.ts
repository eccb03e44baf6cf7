import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** SUB- and 16 capitals or digits: short enough that a period's charge key fits a gateway's 40 characters. */
export function newSubscriptionId(): string {
  let id = "SUB-";
  for (const byte of randomBytes(16)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
