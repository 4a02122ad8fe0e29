import { useMemo, useState } from 'react';
import { useApi } from '../../../api';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { MaintenanceCard } from './MaintenanceCard';
import { SettingsForm } from './SettingsForm';

/** Maintenance and the minimum app version at the top, then every group of settings. */
export function SettingsPage() {
  const { data, error, reload } = useApi('admin_get_settings', {});
  // What this page saved since loading, over what the server sent (no second load after each save).
  const [written, setWritten] = useState<Record<string, string>>({});
  const saved = useMemo(
    () => (data ? { ...Object.fromEntries(data.map((s) => [s.key, s.value])), ...written } : null),
    [data, written],
  );
  if (error && !saved) return <ErrorState message={error.message} onRetry={reload} />;
  if (!saved) return <Skeleton height={320} />;
  const onSaved = (batch: Record<string, string>) => setWritten((w) => ({ ...w, ...batch }));
  return (
    <>
      <MaintenanceCard saved={saved} onSaved={onSaved} />
      <SettingsForm saved={saved} onSaved={onSaved} />
    </>
  );
}
