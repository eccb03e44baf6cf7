import type { Market } from "@ojas/domain";

/** The words and conventions one market's shoppers expect; in.ts, ae.ts and us.ts each fill one. */
export interface MarketWording {
  market: Market;
  /** "26 Nov 2026" (day first) or "Nov 26, 2026" (month first). */
  dateOrder: "day-month" | "month-day";
  /**
   * The abbreviation of the market's one zone (IST, GST). Without one (the US) times are shown in the
   * shopper's own zone when it is a US one, named as US shoppers know it (ET, CT, MT, PT, AKT, HST).
   */
  zoneAbbreviation?: string;
  address: AddressWording;
  payment: PaymentWording;
  /** The label of the sum of base prices: "Total MRP" is an Indian term. */
  totalBaseLabel: string;
  /** Whether cash on delivery is ever offered; where it is not, the option is not shown at all. */
  offersCod: boolean;
}

export interface AddressWording {
  line1: string;
  /** What to type when line 1 is empty. */
  line1Missing: string;
  line2: string;
  /** Null where shoppers do not give a landmark: the field is not shown. */
  landmark: string | null;
  city: string;
  state: string;
  /** The pincode field: Pincode (IN), ZIP code (US), Area (AE, which has no postal codes). */
  pincode: string;
  pincodeHint: string;
  pincodeInvalid: string;
}

export interface PaymentWording {
  /** The prepaid option's name: "Pay online" (IN) or "Card". */
  prepaid: string;
  /** How a prepaid order is paid: "UPI, cards, netbanking" (IN) or "Card". */
  prepaidMethods: string;
  /** The prepaid choice where there is no room for a description: "Pay online (UPI, cards, netbanking)". */
  option: string;
  /** Under the prepaid choice at checkout. */
  detail: string;
  /** What a subscription renews with: "card or UPI" (IN, UPI autopay) or "card". */
  recurring: string;
}
