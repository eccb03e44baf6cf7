import { countryForMarket, type Faq, type Market } from "@ojas/domain";

/** Copy that differs by market: delivery, payments, taxes, local habits. Never prices or currencies. */
export interface LocalCopy {
  market: Market;
  country: string;
  /** "in India", "in the UAE", "in the US". */
  inCountry: string;
  members: string;
  delivery: string;
  payments: string;
  taxNote: string;
  coachHours: string;
  bloodWorkCoverage: string;
  bloodWorkLab: string;
  localFood: string;
  climate: string;
  faq: {
    delivery: Faq;
    payment: Faq;
    returns: Faq;
    contact: Faq;
  };
}

const LOCAL: Record<Market, Omit<LocalCopy, "faq" | "country" | "market"> & { extraPayment: string }> = {
  IN: {
    inCountry: "in India",
    members: "2 lakh+",
    delivery: "Free delivery to 19,000+ pincodes, in 2 days across metro cities",
    payments: "UPI, cards, net banking, no-cost EMI on eligible orders and cash on delivery",
    extraPayment:
      "Cash on delivery is available on most pincodes for orders below the COD limit; plans and blood work are prepaid.",
    taxNote: "All prices include GST.",
    coachHours: "7 am to 10 pm IST, every day",
    bloodWorkCoverage:
      "Home sample collection across Delhi NCR, Mumbai, Bengaluru, Hyderabad, Chennai and Pune",
    bloodWorkLab: "NABL-accredited partner labs",
    localFood: "Built around the food you already eat: dal, sabzi, roti, rice and your family's recipes.",
    climate: "humid summers and polluted winters",
  },
  AE: {
    inCountry: "in the UAE",
    members: "35,000+",
    delivery: "Free next-day delivery in Dubai, and 1 to 3 days across the other emirates",
    payments: "Cards, Apple Pay and Google Pay",
    extraPayment: "Cash on delivery is not offered in the UAE; every order is paid securely online.",
    taxNote: "All prices include 5% VAT.",
    coachHours: "8 am to 11 pm GST, Sunday to Friday",
    bloodWorkCoverage: "Home sample collection across Dubai, Abu Dhabi and Sharjah",
    bloodWorkLab: "DHA- and DoH-licensed partner labs",
    localFood:
      "Plans that fit Emirati, Levantine and South Asian home food, with Ramadan-ready schedules for suhoor and iftar.",
    climate: "air-conditioned days and intense year-round sun",
  },
  US: {
    inCountry: "in the US",
    members: "60,000+",
    delivery: "Free shipping on every order, delivered in 2 to 4 business days",
    payments: "All major cards, Apple Pay and Google Pay",
    extraPayment: "Cash on delivery is not offered in the US; sales tax is calculated at checkout.",
    taxNote: "Sales tax, where applicable, is added at checkout.",
    coachHours: "7 am to 9 pm ET, Monday to Saturday",
    bloodWorkCoverage: "At-home draws by licensed phlebotomists",
    bloodWorkLab: "CLIA-certified, CAP-accredited partner labs",
    localFood: "Flexible plans that work with takeout, meal prep and busy weeknights.",
    climate: "long commutes and desk-bound days",
  },
};

export function localCopy(market: Market): LocalCopy {
  const c = countryForMarket(market);
  const l = LOCAL[market];
  return {
    market,
    country: c.name,
    inCountry: l.inCountry,
    members: l.members,
    delivery: l.delivery,
    payments: l.payments,
    taxNote: l.taxNote,
    coachHours: l.coachHours,
    bloodWorkCoverage: l.bloodWorkCoverage,
    bloodWorkLab: l.bloodWorkLab,
    localFood: l.localFood,
    climate: l.climate,
    faq: {
      delivery: { question: "How long does delivery take?", answer: `${l.delivery}. ${l.taxNote}` },
      payment: { question: "Which payment methods can I use?", answer: `${l.payments}. ${l.extraPayment}` },
      returns: {
        question: "What is the return policy?",
        answer:
          "Devices and unopened products can be returned within 7 days of delivery for a full refund. Start a return from your orders page and we arrange the pickup; refunds reach your original payment method within 5 to 7 working days.",
      },
      contact: {
        question: "How do I reach customer care?",
        answer: `Write to ${c.careEmail} or call ${c.carePhone} (${c.careHours}). We reply to emails within one working day.`,
      },
    },
  };
}
