import type { BloodWorkSlot } from "@ojas/domain";
import { useMemo } from "react";
import { ChoiceGroup } from "../../components/ui/ChoiceGroup.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";

/** Dates, then the chosen date's slots with the places left; only offered slots are given. */
export function SlotPicker({
  slots,
  date,
  onDate,
  slotId,
  onSlot,
  busy,
}: {
  slots: BloodWorkSlot[];
  date: string | null;
  onDate: (date: string) => void;
  slotId: string | null;
  onSlot: (slot: BloodWorkSlot) => void;
  busy?: boolean;
}) {
  const format = useMarketFormat();
  const days = useMemo(() => {
    const byDate = new Map<string, BloodWorkSlot[]>();
    for (const s of slots) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
    return [...byDate.entries()];
  }, [slots]);
  if (days.length === 0) return <p className="text-muted">No slots are free in the next 14 days here.</p>;
  const shown = date && days.some(([d]) => d === date) ? date : days[0]![0];
  const daySlots = days.find(([d]) => d === shown)![1];
  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <ChoiceGroup
        name="bw-date"
        legend="Date"
        choices={days.map(([d, list]) => ({ value: d, label: format.dayMonth(list[0]!.start) }))}
        value={shown}
        onChange={onDate}
      />
      <ChoiceGroup
        name="bw-slot"
        legend="Time"
        choices={daySlots.map((s) => ({
          value: s.slotId,
          label: `${format.clock(s.start)} – ${format.clock(s.end)}`,
          hint: `${s.left} left`,
        }))}
        value={slotId}
        onChange={(id) => onSlot(daySlots.find((s) => s.slotId === id)!)}
      />
    </div>
  );
}
