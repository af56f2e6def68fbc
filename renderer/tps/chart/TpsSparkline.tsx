import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Link } from '../../app/router';
import { errorInfo, errorText } from '../../components/ErrorState';
import { LazySparkline } from '../../charts/LazySparkline';
import { formatTps } from './timeFormat';
import { toTpsPage } from '../data/tpsSource';
import { tpsUrl } from '../../app/urls';

const WIDTH = 120;
const HEIGHT = 28;
/** How often the home page refreshes a sparkline; react-query skips it while the window is hidden. */
const REFRESH_MS = 30_000;

/** The last page of a chain's hourly TPS (a week) as a small line, with its current value; links to the TPS page. */
export function TpsSparkline({ chainId, name }: { chainId: string; name: string }) {
  const q = useApiQuery('getAvgTps', { chainId }, { refetchInterval: REFRESH_MS, staleTime: REFRESH_MS });
  const points = useMemo(() => (q.data ? toTpsPage(q.data).points.slice().reverse() : []), [q.data]);
  const current = points.at(-1)?.value;
  return (
    // Named by what it shows with a word before and after for screen readers (WCAG 2.5.3: the visible text in the name).
    <Link to={tpsUrl(chainId)} className="tps-spark">
      <span className="visually-hidden">TPS of</span> <span className="tps-spark-name">{name}</span>
      <LazySparkline points={points} width={WIDTH} height={HEIGHT} />
      <span className="tps-spark-value">
        {q.isError ? (
          <span title={errorText(errorInfo(q.error))}>no data</span>
        ) : current === undefined ? (
          '…'
        ) : (
          <>
            {formatTps(current)} tx/s <span className="visually-hidden">now</span>
          </>
        )}
      </span>
    </Link>
  );
}
