import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import styles from './KpiCard.module.css';

// Weekly sign-ups over the last 12 weeks.
const signUps = [420, 460, 455, 510, 540, 530, 590, 620, 610, 680, 720, 760];

export default function KpiCard() {
  const latest = signUps[signUps.length - 1] ?? 0;
  const previous = signUps[signUps.length - 2] ?? latest;
  const change = ((latest - previous) / previous) * 100;
  return (
    <div className={styles.card}>
      <p className={styles.label}>Weekly sign-ups</p>
      <div className={styles.figures}>
        <p className={styles.value}>{latest}</p>
        <p className={styles.change}>+{change.toFixed(1)}%</p>
      </div>
      <SparkLineChart data={signUps} height={64} area curve="natural" showHighlight showTooltip />
    </div>
  );
}
