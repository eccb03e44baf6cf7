// What a subscription's payment attempt pays, read from its key (payments' orderId):
// SUB-…:p{n} a period (periodChargeKey), SUB-…:m{k} saving a method, SUB-…:u{k} an upgrade.

export type ChargeKey =
  | { kind: "period"; subscriptionId: string; number: number }
  | { kind: "method"; subscriptionId: string; number: number }
  | { kind: "upgrade"; subscriptionId: string; number: number };

const KINDS = { p: "period", m: "method", u: "upgrade" } as const;

export function parseChargeKey(key: string): ChargeKey | undefined {
  const match = /^(SUB-[A-Z0-9]{16}):([pmu])(\d{1,6})$/.exec(key);
  if (!match) return undefined;
  return { kind: KINDS[match[2] as keyof typeof KINDS], subscriptionId: match[1]!, number: Number(match[3]) };
}

export const methodChargeKey = (subscriptionId: string, k: number) => `${subscriptionId}:m${k}`;
export const upgradeChargeKey = (subscriptionId: string, k: number) => `${subscriptionId}:u${k}`;
