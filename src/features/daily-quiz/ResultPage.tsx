import { useTranslation } from 'react-i18next';
import { ResultScreen, useLastResult } from '../../play';
import { Confetti } from '../../play/Confetti';
import styles from './DailyQuiz.module.css';
import { IconFlame } from './IconFlame';
import { dailyPaths } from './paths';
import { streakCheer } from './streak-cheer';

/**
 * The day's result; the dashboard learns "played" and the new streak from the server (get_daily_status).
 * A streak milestone or a new longest streak is cheered here, with a burst of its own when the shared
 * result screen has none (it bursts on a pass; two at once would only be noise).
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const last = useLastResult();
  const r = last?.path === dailyPaths.play ? last.result : null;
  const cheer = streakCheer(r);
  const note = cheer ? (
    <span className={styles.cheer} data-testid="daily-streak-cheer" data-cheer={cheer}>
      <IconFlame size={24} /> {t(`daily_cheer_${cheer}`, { count: r?.streak ?? 0 })}
    </span>
  ) : undefined;
  return (
    <>
      <ResultScreen paths={dailyPaths} replay={false} note={note} />
      {cheer && r && !r.passed && r.badges.length === 0 ? <Confetti /> : null}
    </>
  );
}
