import { useState } from 'react';
import type { BattleVerdict } from '../../../../contract/battle-models';
import { asApiError } from '../../../api';
import { vibrate } from '../../../lib/haptics';
import { answerCue } from '../../../lib/sound/cues';
import { useOptionKeys } from '../../../play/use-option-keys';
import type { BattleQuestion } from './battle-question';

/**
 * My answer to the open question, by tap or by keys 1–4: shown as mine at once, then the server's verdict
 * (heard, and felt where the phone can); a refused answer frees the options again and says why.
 */
export function useBattleAnswer({
  index,
  question,
  verdict,
  canAnswer,
  answer,
}: {
  index: number;
  question: BattleQuestion | null;
  verdict: BattleVerdict | undefined;
  /** The question is running, time is left and the connection is up. */
  canAnswer: boolean;
  answer: (index: number, key: string) => Promise<BattleVerdict>;
}) {
  const [pending, setPending] = useState<{ index: number; key: string } | null>(null);
  const [answerError, setAnswerError] = useState<{ index: number; message: string } | null>(null);
  const mine = pending?.index === index ? pending.key : undefined;
  const open = canAnswer && !!question && !verdict && !mine;

  const pick = async (key: string) => {
    if (!open) return;
    setPending({ index, key });
    setAnswerError(null);
    vibrate('tap');
    try {
      const v = await answer(index, key);
      answerCue(v.correct);
    } catch (e) {
      setPending(null);
      setAnswerError({ index, message: asApiError(e).message });
    }
  };

  useOptionKeys(open && question ? question.options.map((o) => o.key) : null, (key) => void pick(key));

  return { mine, open, pick, error: answerError?.index === index ? answerError.message : '' };
}
