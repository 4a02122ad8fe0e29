import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import playStyles from '../../../play/Play.module.css';
import { ReconnectingBanner } from './BattleNotices';

/** The play screen's shape while the room is on its way (or moving on to its lobby or result). */
export function PlaySkeleton({ title, connected }: { title: string; connected: boolean }) {
  return (
    <div className={playStyles.screen} aria-busy="true">
      <Seo title={title} />
      {connected ? null : <ReconnectingBanner />}
      <Skeleton height={12} radius="var(--radius-pill)" />
      <Skeleton height={88} radius="var(--radius-xl)" />
      <Skeleton height={140} radius="var(--radius-xl)" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} radius="var(--radius-lg)" />
      ))}
    </div>
  );
}
