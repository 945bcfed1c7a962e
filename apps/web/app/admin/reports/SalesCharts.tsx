import { formatTL } from '@carsi/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface PeriodBar {
  label: string;
  currentTL: number;
  previousTL: number;
}

export interface SplitBar {
  label: string;
  revenueTL: number;
  marginTL: number;
}

const tlTooltip = (value: unknown) => formatTL(Math.round(Number(value) * 100));

/**
 * The sales report's charts. A module of its own so recharts is loaded with the report page
 * only, not with every page the server renders.
 */
export function PeriodChart({ bars }: { bars: PeriodBar[] }) {
  return (
    <div style={{ width: '100%', height: 260 }} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={bars}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis />
          <Tooltip formatter={tlTooltip} />
          <Legend />
          <Bar dataKey="currentTL" name="Dönem" fill="#1c7ed6" />
          <Bar dataKey="previousTL" name="Önceki dönem" fill="#adb5bd" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function SplitChart({ bars }: { bars: SplitBar[] }) {
  return (
    <div style={{ width: '100%', height: 220 }} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={bars} layout="vertical" margin={{ left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" />
          <YAxis type="category" dataKey="label" width={110} />
          <Tooltip formatter={tlTooltip} />
          <Legend />
          <Bar dataKey="revenueTL" name="Ciro" fill="#f08c00" />
          <Bar dataKey="marginTL" name="Brüt kâr" fill="#2f9e44" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
