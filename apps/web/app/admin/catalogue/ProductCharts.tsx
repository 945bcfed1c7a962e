import { formatTL } from '@carsi/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartDay {
  date: string;
  addToCarts: number;
  orders: number;
  revenueTL: number;
}

/**
 * The product analysis page's two charts. A module of its own so recharts (tens of MB in the
 * server's memory) is loaded with this page, not with every page the server renders.
 */
export default function ProductCharts({ days }: { days: ChartDay[] }) {
  return (
    <>
      <h2>Sepete ekleme ve sipariş</h2>
      <div style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <LineChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="addToCarts" name="Sepete ekleme" stroke="#1c7ed6" />
            <Line type="monotone" dataKey="orders" name="Sipariş" stroke="#2f9e44" />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <h2>Ciro (TL)</h2>
      <div style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={days}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis />
            <Tooltip formatter={(value) => formatTL(Math.round(Number(value) * 100))} />
            <Bar dataKey="revenueTL" name="Ciro" fill="#f08c00" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
