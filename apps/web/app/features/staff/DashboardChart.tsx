import type { Currency } from "@ojas/domain";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { money, shortDay } from "./dashboard-data.ts";

// The dashboard's charts, drawn by recharts. The staff home page loads this module lazily and in the
// browser only, so recharts stays out of every storefront bundle. Each chart is a picture with a name
// (role img) beside a table of the same figures (routes/staff-home.tsx): nothing here is focusable.

export type DashboardChartProps =
  | { kind: "sales"; label: string; currency: Currency; days: { date: string; amount: number }[] }
  | { kind: "customers"; label: string; days: { date: string; customers: number }[] }
  | { kind: "bars"; label: string; rows: { label: string; value: number }[] };

const ACCENT = "var(--ojas-accent)";
const tick = { fontSize: 12, fill: "var(--ojas-muted)" };
const HEIGHT = 220;

export default function DashboardChart(props: DashboardChartProps) {
  const height = props.kind === "bars" ? Math.max(120, props.rows.length * 36 + 24) : HEIGHT;
  return (
    <div role="img" aria-label={props.label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        {chartOf(props)}
      </ResponsiveContainer>
    </div>
  );
}

function chartOf(props: DashboardChartProps) {
  switch (props.kind) {
    case "sales":
      return (
        <AreaChart
          data={props.days}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={tick} minTickGap={24} />
          <YAxis
            width={72}
            tick={tick}
            tickFormatter={(value: number) => money(value, props.currency)}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(label) => shortDay(String(label))}
            formatter={(value) => [money(Number(value), props.currency), "Sales"]}
          />
          <Area
            type="monotone"
            dataKey="amount"
            stroke={ACCENT}
            fill={ACCENT}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      );
    case "customers":
      return (
        <BarChart
          data={props.days}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={tick} minTickGap={24} />
          <YAxis width={40} tick={tick} allowDecimals={false} />
          <Tooltip
            labelFormatter={(label) => shortDay(String(label))}
            formatter={(v) => [v, "New customers"]}
          />
          <Bar dataKey="customers" fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      );
    case "bars":
      return (
        <BarChart
          data={props.rows}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={tick} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={120} tick={tick} />
          <Tooltip formatter={(v) => [v, ""]} />
          <Bar dataKey="value" fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      );
  }
}
