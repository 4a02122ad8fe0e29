import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/Button';
import { IconBook } from '../../components/icons';
import { formatBytes } from '../../components/PackButton';
import { hasTrueFalse, packLevels, packMode, packPassages } from '../../lib/packs/local-play';
import { deletePack, type StoredPack } from '../../lib/packs/pack-store';
import styles from './Offline.module.css';
import { offlinePassagePath, offlinePlayPath } from './paths';
import { useReloadPacks } from './state';
import { modeOfType } from './topic-modes';

/** Passages listed before "All passages" (a topic may hold dozens). */
const PASSAGES_SHOWN = 3;
/** The offline self challenge: 10 questions against one clock. */
const SELF_MINUTES = 3;

/**
 * One pack on this device and the games it offers: its mode's practice, a self challenge and
 * true/false where it has those questions, each level (quiz zone) or each passage (fun & learn).
 */
export function PackCard({ pack, locale }: { pack: StoredPack; locale?: string }) {
  const { t } = useTranslation();
  const reload = useReloadPacks();
  const mode = modeOfType(pack.category_type);
  const levels = packLevels(pack).filter((l) => l > 0);
  const passages = packPassages(pack);
  const quizZone = pack.category_type === 1;
  const play = (game: Parameters<typeof offlinePlayPath>[0]['mode'], level = 0, minutes = 0) =>
    offlinePlayPath({ pack: pack.scope, mode: game, level, count: 10, minutes });
  const count = (passage: number) => pack.questions.filter((q) => q.passage_id === passage).length;
  const [allPassages, setAllPassages] = useState(false);
  const shownPassages = allPassages ? passages : passages.slice(0, PASSAGES_SHOWN);

  return (
    <li
      className={styles.card}
      style={{ '--card-color': mode?.color ?? 'var(--mode-1)' } as CSSProperties}
      data-testid="offline-pack"
      data-scope={pack.scope}
    >
      <div className={styles.cardHead}>
        {mode ? (
          <span className={styles.kicker}>
            <mode.Icon size={14} /> {t(`mode_${mode.id}`)}
          </span>
        ) : null}
        <h2 className={styles.cardTitle} dir="auto">
          {pack.title}
        </h2>
        <span className={styles.meta}>
          {t('offline_questions', { count: pack.questions.length })} · {formatBytes(pack.bytes, locale)}
        </span>
      </div>
      {passages.length > 0 ? (
        <ul className={styles.passages} aria-label={t('offline_passages')}>
          {shownPassages.map((p) => (
            <li key={p.id}>
              <Link
                className={styles.passage}
                to={offlinePassagePath(pack.scope, p.id)}
                data-testid="offline-passage"
              >
                <IconBook size={18} />
                <span dir="auto">{p.title}</span>
                <span className={styles.meta}>{t('offline_questions', { count: count(p.id) })}</span>
              </Link>
            </li>
          ))}
          {passages.length > shownPassages.length ? (
            <li>
              <Button small variant="ghost" onClick={() => setAllPassages(true)} data-testid="offline-more">
                {t('offline_all_passages', { count: passages.length })}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {passages.length === 0 ? (
          <ButtonLink to={play(packMode(pack))} small data-testid="offline-play">
            {t('offline_practice')}
          </ButtonLink>
        ) : null}
        {quizZone ? (
          <ButtonLink to={play('self', 0, SELF_MINUTES)} small variant="secondary" data-testid="offline-self">
            {t('offline_self_challenge', { minutes: SELF_MINUTES })}
          </ButtonLink>
        ) : null}
        {quizZone && hasTrueFalse(pack) ? (
          <ButtonLink to={play('true_false')} small variant="secondary">
            {t('mode_true_false')}
          </ButtonLink>
        ) : null}
        <Button
          small
          variant="ghost"
          onClick={() => void deletePack(pack.key).then(() => reload())}
          data-testid="offline-remove"
        >
          {t('offline_remove')}
        </Button>
      </div>
      {quizZone && levels.length > 1 ? (
        <div className={styles.levels} role="group" aria-label={t('offline_levels')}>
          <span className={styles.meta}>{t('offline_levels')}</span>
          {levels.map((level) => (
            <Link
              key={level}
              className={styles.level}
              to={play('quiz_zone', level)}
              data-testid="offline-level"
            >
              {level}
            </Link>
          ))}
        </div>
      ) : null}
    </li>
  );
}
