// The reason lists the orders API accepts (CONTRACT.md section 7: cancel, return and exchange).

export const CANCELLATION_REASONS = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery is taking too long",
  "Want to change the address",
  "Want to change the payment method",
  "Want to change the size or colour",
  "No longer needed",
  "Other",
] as const;

export const RETURN_REASONS = [
  "Size does not fit",
  "Item arrived damaged",
  "Received a different item",
  "Item does not work as described",
  "Quality is not as expected",
  "Missing parts or accessories",
  "No longer needed",
  "Other",
] as const;
