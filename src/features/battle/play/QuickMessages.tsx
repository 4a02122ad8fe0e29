import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { battleQuickMessages, type BattleQuickMessage } from '../../../../contract/battle-models';
import styles from './BattlePlay.module.css';

/** Emojis are shown as they are; words are keys translated as `quick_<key>`. */
export const isWord = (m: BattleQuickMessage) => /^[a-z_]+$/.test(m);
export const quickText = (t: TFunction, m: BattleQuickMessage) => (isWord(m) ? t(`quick_${m}`) : m);

/** Between two messages, so a tap-happy player cannot flood the room (the server limits it too). */
const COOLDOWN_MS = 1500;

/** The emoji / quick-message strip: the only things players can say to each other. */
export function QuickMessages({ onSay }: { onSay: (m: BattleQuickMessage) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [cooling, setCooling] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = window.setTimeout(() => setCooling(false), COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [cooling]);
  const say = (m: BattleQuickMessage) => {
    setCooling(true);
    onSay(m).catch(() => undefined);
  };
  return (
    <section aria-labelledby="quick-title">
      <h2 id="quick-title" className="visually-hidden">
        {t('battle_quick_title')}
      </h2>
      <ul className={styles.quickList}>
        {battleQuickMessages.map((m) => (
          <li key={m}>
            <button
              type="button"
              className={styles.quickButton}
              data-word={isWord(m) || undefined}
              disabled={cooling}
              onClick={() => say(m)}
              data-testid={`quick-${m}`}
            >
              {quickText(t, m)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
