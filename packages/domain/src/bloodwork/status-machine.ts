// A blood-work booking's own statuses (docs/product.md, "Blood work"): a booking is a visit, not a parcel.
// Plain data and pure functions only, so the browser may import it.

export const BLOOD_WORK_STATUSES = [
  /** Placed PREPAID, the payment not captured yet: the place in the slot is taken. */
  "PAYMENT_PENDING",
  "BOOKED",
  "PHLEBOTOMIST_ASSIGNED",
  "SAMPLE_COLLECTED",
  "REPORT_READY",
  "CANCELLED",
] as const;
export type BloodWorkStatus = (typeof BLOOD_WORK_STATUSES)[number];

export const BLOOD_WORK_STATUS_LABELS: Record<BloodWorkStatus, string> = {
  PAYMENT_PENDING: "Awaiting payment",
  BOOKED: "Booked",
  PHLEBOTOMIST_ASSIGNED: "Phlebotomist assigned",
  SAMPLE_COLLECTED: "Sample collected",
  REPORT_READY: "Report ready",
  CANCELLED: "Cancelled",
};

/** Which statuses each status may move to; anything else is refused. */
export const BLOOD_WORK_TRANSITIONS: Record<BloodWorkStatus, readonly BloodWorkStatus[]> = {
  PAYMENT_PENDING: ["BOOKED", "CANCELLED"],
  BOOKED: ["PHLEBOTOMIST_ASSIGNED", "CANCELLED"],
  PHLEBOTOMIST_ASSIGNED: ["SAMPLE_COLLECTED", "BOOKED", "CANCELLED"],
  SAMPLE_COLLECTED: ["REPORT_READY"],
  REPORT_READY: [],
  CANCELLED: [],
};

export function canMoveBloodWork(from: BloodWorkStatus, to: BloodWorkStatus): boolean {
  return BLOOD_WORK_TRANSITIONS[from].includes(to);
}

/** Moves staff make by hand; BOOKED → CANCELLED by staff is a cancel too (full refund). */
export const BLOOD_WORK_STAFF_MOVES: readonly BloodWorkStatus[] = [
  "PHLEBOTOMIST_ASSIGNED",
  "SAMPLE_COLLECTED",
  "BOOKED",
  "CANCELLED",
];

/** Statuses whose slot place is taken (the slot's booked count includes them). */
export const BLOOD_WORK_TAKING_PLACE: readonly BloodWorkStatus[] = [
  "PAYMENT_PENDING",
  "BOOKED",
  "PHLEBOTOMIST_ASSIGNED",
];

/** Statuses the shopper may still reschedule or cancel from (before the cut-off below). */
export const BLOOD_WORK_CHANGEABLE: readonly BloodWorkStatus[] = ["BOOKED", "PHLEBOTOMIST_ASSIGNED"];
