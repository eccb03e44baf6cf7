import { type EmiOption, formatMoney } from "@ojas/domain";

/** Card EMI plans for a price (India): the cheapest no-cost plan up front, every plan in a disclosure. */
export function EmiOptions({ options, currency }: { options: readonly EmiOption[]; currency: string }) {
  if (options.length === 0) return null;
  const lead = options.find((o) => o.noCost) ?? options[0]!;
  return (
    <details className="group rounded-card border border-line bg-surface text-sm" data-testid="emi-options">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-ink tabular [&::-webkit-details-marker]:hidden">
        <span>
          {lead.noCost ? "No-cost EMI" : "EMI"} from{" "}
          <strong className="font-semibold">{formatMoney(lead.monthlyAmount, currency)}/month</strong> for{" "}
          {lead.months} months
        </span>
        <span className="shrink-0 font-semibold text-accent group-open:hidden">All plans</span>
        <span className="hidden shrink-0 font-semibold text-accent group-open:inline">Hide</span>
      </summary>
      <table className="w-full border-t border-line text-left tabular">
        <caption className="sr-only">EMI plans on credit cards</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Months
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Per month
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Interest
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.months} className="border-t border-line">
              <td className="px-4 py-2">{option.months}</td>
              <td className="px-4 py-2">{formatMoney(option.monthlyAmount, currency)}</td>
              <td className="px-4 py-2">
                {option.noCost ? (
                  <span className="font-semibold text-success">No cost</span>
                ) : (
                  `${option.interestRatePercent}% a year`
                )}
              </td>
              <td className="px-4 py-2">{formatMoney(option.totalAmount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
