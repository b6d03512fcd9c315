import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly sign-ups over the last 12 weeks.
const signUps = [420, 460, 455, 510, 540, 530, 590, 620, 610, 680, 720, 760];

export default function KpiCard() {
  const latest = signUps[signUps.length - 1] ?? 0;
  const previous = signUps[signUps.length - 2] ?? latest;
  const change = ((latest - previous) / previous) * 100;
  return (
    <div className="mx-auto max-w-xs rounded-xl border border-solid border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <p className="m-0 text-xs font-medium uppercase tracking-widest text-slate-500 dark:text-slate-400">
        Weekly sign-ups
      </p>
      <div className="flex items-baseline gap-2">
        <p className="m-0 text-3xl font-bold text-slate-900 dark:text-slate-50">{latest}</p>
        <p className="m-0 text-sm font-semibold text-emerald-600 dark:text-emerald-400">+{change.toFixed(1)}%</p>
      </div>
      <SparkLineChart data={signUps} height={64} area curve="natural" showHighlight showTooltip />
    </div>
  );
}
