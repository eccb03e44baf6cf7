/**
 * Splits `total` over lines in proportion to their weights so that the shares add up to exactly the total
 * (largest-remainder method: every line gets the floor of its exact share, and the units left over go one
 * each to the lines with the largest remainders, earlier lines first on a tie). Unlike putting the whole
 * remainder on the last line, no share ever exceeds its weight, so a discount share never exceeds the line.
 * A total above the sum of the weights is limited to that sum; negative weights count as 0.
 *
 * With a `step` (the currency's rounding step, money.ts) a total of whole steps is split in whole steps,
 * each share still within its line, when the lines hold enough whole steps; otherwise as above.
 */
export function splitProportionally(total: number, weights: readonly number[], step = 1): number[] {
  // Loops rather than map/reduce chains: every coupon listed on every cart response is split here.
  if (step > 1 && total > 0 && total % step === 0) {
    const stepWeights: number[] = [];
    for (const w of weights) stepWeights.push(Number.isFinite(w) && w > 0 ? Math.floor(w / step) : 0);
    const inSteps = splitProportionally(total / step, stepWeights);
    let stepsGiven = 0;
    for (const s of inSteps) stepsGiven += s;
    if (stepsGiven * step === total) {
      for (let i = 0; i < inSteps.length; i++) inSteps[i]! *= step;
      return inSteps;
    }
  }
  const clean: number[] = [];
  let sum = 0;
  let largest = 0;
  for (const w of weights) {
    const c = Number.isFinite(w) && w > 0 ? Math.floor(w) : 0;
    clean.push(c);
    sum += c;
    if (c > largest) largest = c;
  }
  const amount = Math.min(Math.max(0, Math.floor(total)), sum);
  if (amount === 0) return clean.map(() => 0);
  if (amount * largest <= Number.MAX_SAFE_INTEGER) return splitExactly(amount, clean, sum);
  // Products of two amounts can pass 2^53, so the exact shares are worked out in BigInt.
  const bigSum = BigInt(sum);
  const exact = clean.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => Number(e / bigSum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % bigSum }))
    .filter((r) => r.remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** splitProportionally's shares when every amount × weight is below 2^53: exact in numbers (% is exact). */
function splitExactly(amount: number, weights: readonly number[], sum: number): number[] {
  const remainders: number[] = [];
  const shares: number[] = [];
  let left = amount;
  for (const w of weights) {
    const remainder = (amount * w) % sum;
    const share = (amount * w - remainder) / sum;
    remainders.push(remainder);
    shares.push(share);
    left -= share;
  }
  if (left === 0) return shares;
  const byRemainder: number[] = [];
  for (let i = 0; i < remainders.length; i++) if (remainders[i]! > 0) byRemainder.push(i);
  byRemainder.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
