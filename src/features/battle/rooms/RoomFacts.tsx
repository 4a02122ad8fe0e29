import { useTranslation } from 'react-i18next';
import type { BattleRoom } from '../../../../contract/battle-models';
import { useApi } from '../../../api';
import { IconClock, IconCoin, IconQuestion } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { useContentLanguage } from '../../../lib/catalogue-target';
import styles from './Lobby.module.css';

/** The room's terms in one compact card: fee, pot, questions, time each and category. */
export function RoomFacts({ room }: { room: BattleRoom }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: 1, ...language }, room.category_id > 0);
  const category =
    room.category_id > 0
      ? categories.data?.find((c) => c.id === room.category_id)?.category_name
      : t('rooms_all_categories');

  return (
    <dl className={styles.facts} data-testid="lobby-facts">
      <div className={styles.fact}>
        <dt>{t('rooms_entry_fee')}</dt>
        <dd data-testid="lobby-fee">
          <IconCoin size={18} className={styles.coinIcon} />
          {room.entry_fee === 0 ? t('rooms_free') : room.entry_fee}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t(room.kind === 'group' ? 'rooms_pot_group' : 'rooms_pot_friend')}</dt>
        <dd data-testid="lobby-pot">
          <IconCoin size={18} className={styles.coinIcon} />
          {room.pot}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('rooms_questions')}</dt>
        <dd data-testid="lobby-questions">
          <IconQuestion size={18} />
          {room.question_count}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('rooms_time')}</dt>
        <dd>
          <IconClock size={18} />
          {t('rooms_seconds', { seconds: room.seconds_per_question })}
        </dd>
      </div>
      <div className={`${styles.fact} ${styles.wide}`}>
        <dt>{t('rooms_category')}</dt>
        <dd data-testid="lobby-category" dir="auto">
          {category ?? <Skeleton height={18} width={96} />}
        </dd>
      </div>
    </dl>
  );
}
