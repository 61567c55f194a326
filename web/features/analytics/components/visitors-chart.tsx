// Loaded on demand (recharts is large): the first screen of the admin does not wait for it.
import type { AnalyticsReport } from "@common/schemas/analytics";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatChartDay } from "@/lib/dates";

/** Views and visitors per day, as two areas over the span. */
export function VisitorsChart({ daily }: { daily: AnalyticsReport["daily"] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatChartDay}
          tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
          minTickGap={24}
          tickLine={false}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} tickLine={false} />
        <Tooltip
          labelFormatter={(label) => formatChartDay(String(label))}
          contentStyle={{
            background: "var(--color-popover)",
            color: "var(--color-popover-foreground)",
            border: "1px solid var(--color-border)",
            borderRadius: 8,
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="views"
          name="Page views"
          stroke="var(--color-primary)"
          fill="var(--color-primary)"
          fillOpacity={0.15}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="var(--color-success)"
          fill="var(--color-success)"
          fillOpacity={0.1}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
