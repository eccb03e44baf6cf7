import { BADGES } from "@ojas/domain";
import type { ComponentType, SVGProps } from "react";
import { CashIcon, ReturnIcon, ShieldIcon, TruckIcon } from "./icons.tsx";

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  [BADGES.EASY_RETURN]: ReturnIcon,
  [BADGES.FAST_DELIVERY]: TruckIcon,
  [BADGES.COD_AVAILABLE]: CashIcon,
};

/** The promises a product carries ('Easy 7 days return', 'Delivery in 2 days', 'COD available' ...). */
export function TrustBadges({ badges, className = "" }: { badges: readonly string[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink ${className}`}>
      {badges.map((badge) => {
        const Icon = ICONS[badge] ?? ShieldIcon;
        return (
          <li key={badge} className="inline-flex items-center gap-2">
            <Icon className="size-5 text-accent" />
            {badge}
          </li>
        );
      })}
    </ul>
  );
}
