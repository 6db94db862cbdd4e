import type { TReportDay } from '@casino/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { count, money } from '../../ui/format';

/** The element's width, following resizes (a fixed fallback where ResizeObserver is missing, e.g. jsdom). */
const useWidth = (fallback: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(280, Math.floor(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

/** GGR and NGR per day as bars, deposits as a line (amounts in the market's currency, major units). */
export const ReportChart = ({ days, currency }: { days: TReportDay[]; currency: string }) => {
  const { t, i18n } = useTranslation('reports');
  const { ref, width } = useWidth(800);
  const data = days.map((d) => ({ day: d.day.slice(5), ggr: d.ggrMinor / 100, ngr: d.ngrMinor / 100, deposits: d.depositsMinor / 100 }));
  return (
    <figure className="report-chart" ref={ref} aria-label={t('chartLabel')} data-testid="report-chart">
      <ComposedChart width={width} height={280} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#d9dde3" />
        <XAxis dataKey="day" fontSize={12} />
        <YAxis fontSize={12} width={80} tickFormatter={(v: number) => count(Math.round(v), i18n.language)} />
        <Tooltip formatter={(v) => money(Math.round(Number(v) * 100), currency)} />
        <Legend />
        <Bar dataKey="ggr" name={t('ggr')} fill="#3b6fd8" isAnimationActive={false} />
        <Bar dataKey="ngr" name={t('ngr')} fill="#1f9d72" isAnimationActive={false} />
        <Line dataKey="deposits" name={t('deposits')} stroke="#d9822b" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </figure>
  );
};
