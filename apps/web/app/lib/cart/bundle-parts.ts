/** A bundle's parts to list, once each: a product picked twice reads "Name × 2". */
export function partLabels(parts: readonly { skuId: string; name: string }[]) {
  const counted = new Map<string, { skuId: string; name: string; count: number }>();
  for (const part of parts) {
    const seen = counted.get(part.skuId);
    if (seen) seen.count += 1;
    else counted.set(part.skuId, { ...part, count: 1 });
  }
  return [...counted.values()].map((p) => ({
    skuId: p.skuId,
    label: p.count > 1 ? `${p.name} × ${p.count}` : p.name,
  }));
}
