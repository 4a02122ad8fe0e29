import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/models';
import { Button } from '../../components/Button';
import { IconBulb, IconCoin } from '../../components/icons';
import { scriptDirection } from '../../lib/bidi';
import styles from './Answers.module.css';

interface Props {
  question: PlayQuestion;
  locked: boolean;
  hints: { position: number; letter: string }[];
  hintsLeft: number;
  hintCost: number;
  coins: number;
  onHint: () => void;
  onSubmit: (answer: string) => void;
}

/**
 * Letter tiles for guess the word: tap (or type) letters into the slots, backspace or clear, and
 * reveal letters with hints. Hinted slots are fixed.
 */
export function WordAnswer({ question, locked, hints, hintsLeft, hintCost, coins, onHint, onSubmit }: Props) {
  const { t } = useTranslation();
  const tiles = question.letters ?? [];
  // An Arabic word fills its boxes from the right, as it is written; a Latin one from the left.
  const direction = scriptDirection(tiles.join(''));
  const lengths = question.word_lengths ?? [tiles.length];
  const size = lengths.reduce((a, b) => a + b, 0);
  const [placed, setPlaced] = useState<(number | null)[]>(() => Array<number | null>(size).fill(null));
  // A revealed letter takes its slot and one matching tile, whatever the player had put there.
  const hinted = new Map<number, number>();
  for (const h of hints) {
    const tile = tiles.findIndex((l, i) => l === h.letter && ![...hinted.values()].includes(i));
    if (tile >= 0) hinted.set(h.position, tile);
  }
  const hintTiles = new Set(hinted.values());
  const slots = placed.map(
    (tile, i) => hinted.get(i) ?? (tile !== null && !hintTiles.has(tile) ? tile : null),
  );
  const setSlots = (update: (current: (number | null)[]) => (number | null)[]) => setPlaced(update(slots));

  const used = new Set(slots.filter((s): s is number => s !== null));
  const full = slots.every((s) => s !== null);
  const place = (tile: number) => {
    if (locked || used.has(tile)) return;
    const at = slots.findIndex((s, i) => s === null && !hinted.has(i));
    if (at < 0) return;
    setSlots((s) => s.map((v, i) => (i === at ? tile : v)));
  };
  const removeAt = (position: number) => {
    if (locked || hinted.has(position)) return;
    setSlots((s) => s.map((v, i) => (i === position ? null : v)));
  };
  const backspace = () => {
    for (let i = slots.length - 1; i >= 0; i--) if (slots[i] !== null && !hinted.has(i)) return removeAt(i);
  };
  const clear = () => setSlots((s) => s.map((v, i) => (hinted.has(i) ? v : null)));
  const submit = () => {
    if (locked || !full) return;
    let at = 0;
    const words = lengths.map((n) => {
      const word = slots
        .slice(at, at + n)
        .map((s) => tiles[s!] ?? '')
        .join('');
      at += n;
      return word;
    });
    onSubmit(words.join(' '));
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (locked || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Backspace') return backspace();
    if (e.key === 'Enter') return submit();
    if (e.key.length !== 1) return;
    const letter = e.key.toLocaleUpperCase();
    const tile = tiles.findIndex((l, i) => l === letter && !used.has(i));
    if (tile >= 0) place(tile);
  });
  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);

  let position = 0;
  return (
    <div className={styles.word}>
      <div className={styles.slots} aria-label={t('your_answer')} dir={direction}>
        {lengths.map((n, w) => (
          <div key={w} className={styles.slotWord} style={{ '--letters': n } as React.CSSProperties}>
            {Array.from({ length: n }, () => {
              const i = position++;
              const tile = slots[i] ?? null;
              return (
                <button
                  key={i}
                  type="button"
                  className={styles.slot}
                  data-hinted={hinted.has(i) || undefined}
                  data-testid={`word-slot-${i}`}
                  disabled={locked || tile === null || hinted.has(i)}
                  onClick={() => removeAt(i)}
                  aria-label={tile === null ? t('empty_slot') : t('remove_letter', { letter: tiles[tile] })}
                >
                  {tile === null ? '' : tiles[tile]}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className={styles.tiles} role="group" aria-label={t('letters')} dir={direction}>
        {tiles.map((letter, i) => (
          <button
            key={i}
            type="button"
            className={styles.tile}
            data-testid={`word-tile-${i}`}
            disabled={locked || used.has(i)}
            onClick={() => place(i)}
          >
            {letter}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" onClick={backspace} disabled={locked} data-testid="word-backspace">
          {t('backspace')}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={locked} data-testid="word-clear">
          {t('clear')}
        </Button>
        <Button
          variant="secondary"
          onClick={onHint}
          disabled={locked || hintsLeft <= 0 || coins < hintCost}
          data-testid="word-hint"
          title={coins < hintCost ? t('lifeline_no_coins', { cost: hintCost }) : undefined}
        >
          <IconBulb size={16} /> {t('hint_left', { count: hintsLeft })} · <IconCoin size={14} /> {hintCost}
        </Button>
      </div>
      <Button block onClick={submit} disabled={locked || !full} data-testid="word-submit">
        {t('check_answer')}
      </Button>
    </div>
  );
}
