import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styles from './Shell.module.css';

/** A thin bar while a route (and its lazy chunk) loads. */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  const [finishing, setFinishing] = useState(false);
  const [wasBusy, setWasBusy] = useState(false);

  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setFinishing(true);
  }

  useEffect(() => {
    if (!finishing) return;
    const id = window.setTimeout(() => setFinishing(false), 360);
    return () => window.clearTimeout(id);
  }, [finishing]);

  if (!busy && !finishing) return null;
  return (
    <div className={styles.progress} role="progressbar" aria-label="Loading" data-testid="route-progress">
      <div className={[styles.progressBar, busy ? '' : styles.progressDone].join(' ')} />
    </div>
  );
}
