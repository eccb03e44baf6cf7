// The order number a person reads out to customer care: 10 characters from an alphabet without look-alikes
// (Crockford's base 32 less 0 and 1, so no 0/O or 1/I/L). The order id stays the internal key.

export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_LENGTH = 10;

const PATTERN = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/**
 * An order number from random bytes, without modulo bias: a byte is used only below the largest multiple
 * of the alphabet's size (240 of 256), so each character is equally likely. Answers undefined when the
 * bytes run out first; ask again with more.
 */
export function orderNumberFrom(bytes: Uint8Array): string | undefined {
  const size = ORDER_NUMBER_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = "";
  for (const byte of bytes) {
    if (byte >= limit) continue;
    out += ORDER_NUMBER_ALPHABET[byte % size];
    if (out.length === ORDER_NUMBER_LENGTH) return out;
  }
  return undefined;
}

/** What a person typed, as an order number: upper case, without spaces or dashes; undefined if it is not one. */
export function normaliseOrderNumber(typed: string): string | undefined {
  const value = typed.toUpperCase().replace(/[\s-]/g, "");
  return PATTERN.test(value) ? value : undefined;
}
