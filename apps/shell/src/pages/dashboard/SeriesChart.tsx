import { Bar, BarChart, CartesianGrid, Legend, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import type { SeriesPoint } from '@checker/api';
import { formatCount, useText } from '@checker/ui';
import { CHART_HEIGHT } from './chart-size';

/**
 * Matched against pending BO rows per day, stacked, so a growing orange part stands out. Loaded
 * lazily by the dashboard: recharts is the bulk of this chunk and no other page needs it.
 */
export default function SeriesChart({ series }: { series: readonly SeriesPoint[] }) {
  const { token } = theme.useToken();
  const text = useText();
  // '05-Mar-2025' → '05-Mar': the axis has 14 ticks and the year is the same on nearly all of them.
  const data = series.map((point) => ({ ...point, day: point.date.slice(0, 6) }));
  const tick = { fill: token.colorTextSecondary, fontSize: 11 };
  return (
    <BarChart responsive style={{ width: '100%', height: CHART_HEIGHT }} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
      <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
      <XAxis dataKey="day" tick={tick} tickLine={false} axisLine={{ stroke: token.colorBorder }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} width={44} tick={tick} tickLine={false} axisLine={false} tickFormatter={(value: number) => formatCount(value)} />
      <ChartTooltip
        cursor={{ fill: token.colorFillSecondary }}
        contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, color: token.colorText }}
        labelFormatter={(_label, payload) => String(payload[0]?.payload?.date ?? '')}
        formatter={(value) => (typeof value === 'number' ? formatCount(value) : String(value ?? ''))}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar dataKey="matched" name={text('shell.dashboard.matched')} stackId="bo" fill={token.colorSuccess} maxBarSize={28} />
      <Bar dataKey="pending" name={text('shell.dashboard.pending')} stackId="bo" fill={token.colorWarning} maxBarSize={28} radius={[3, 3, 0, 0]} />
    </BarChart>
  );
}
