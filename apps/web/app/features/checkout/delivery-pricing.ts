/**
 * Whether checkout should price the cart for the chosen delivery pincode now. It asks once per pincode
 * chosen: a pincode the server refused (4004, or any failure) is not asked for again until the shopper
 * chooses again, so a failed answer never starts another request by itself.
 */
export function shouldPriceFor(state: {
  pincode: string | null;
  cartPincode: string | null;
  fetching: boolean;
  lastAsked: string | null;
}): boolean {
  const { pincode, cartPincode, fetching, lastAsked } = state;
  if (!pincode || fetching) return false;
  return pincode !== cartPincode && pincode !== lastAsked;
}
