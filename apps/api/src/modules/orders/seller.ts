import type { Market } from "@ojas/domain";
import type { InvoiceInput } from "./invoice-pdf.ts";

/** The company that sells and invoices in each market, as registered for its tax. */
export const SELLERS: Readonly<Record<Market, InvoiceInput["seller"]>> = {
  IN: {
    name: "Ojas Health Pvt. Ltd.",
    addressLines: [
      "4th Floor, Prestige Tech Park, Outer Ring Road",
      "Marathahalli, Bengaluru, Karnataka 560103",
    ],
    taxId: "29AAFCO4821K1Z7",
    state: "Karnataka",
  },
  AE: {
    name: "Ojas Health FZ-LLC",
    addressLines: ["Office 1402, Boulevard Plaza Tower 1", "Downtown Dubai, UAE"],
    taxId: "100482917300003",
  },
  US: {
    name: "Ojas Health Inc.",
    addressLines: ["251 Park Avenue South, 8th Floor", "New York, NY 10010"],
    taxId: "88-4172093",
  },
};
