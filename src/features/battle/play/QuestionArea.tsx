import { useTranslation } from 'react-i18next';
import type { BattleRoom, BattleVerdict } from '../../../../contract/battle-models';
import { IconCoin } from '../../../components/icons';
import { ChoiceOptions } from '../../../play/ChoiceOptions';
import { MathText } from '../../../play/MathText';
import playStyles from '../../../play/Play.module.css';
import { asPlayQuestion, optionState, type BattleQuestion } from './battle-question';
import styles from './BattlePlay.module.css';

/** The question counter and prize, the question card and its options. */
export function QuestionArea({
  room,
  question,
  verdict,
  selected,
  revealedKey,
  locked,
  onPick,
}: {
  room: BattleRoom;
  question: BattleQuestion;
  verdict: BattleVerdict | undefined;
  /** My answer: the server's verdict on it, or the pick on its way. */
  selected: string | undefined;
  revealedKey: string | undefined;
  locked: boolean;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation();
  const index = room.question_index;
  return (
    <>
      <div className={styles.meta}>
        <span className={styles.counter}>
          <strong data-testid="battle-counter">
            {t('question_n_of', { current: index + 1, total: room.question_count })}
          </strong>{' '}
          · {t(`battle_kind_${room.kind}`)}
        </span>
        {room.pot > 0 ? (
          <span className={playStyles.coins} data-testid="battle-pot">
            <IconCoin size={16} />
            <span className="visually-hidden">{t('battle_prize')}:</span>
            {room.pot}
          </span>
        ) : null}
      </div>
      <section
        className={playStyles.card}
        key={question.id}
        aria-labelledby="question-text"
        data-question-id={question.id}
      >
        {question.image ? (
          <img className={playStyles.image} src={question.image} alt={t('question_image')} />
        ) : null}
        <h1 id="question-text" className={playStyles.question} data-testid="question-text" dir="auto">
          <MathText text={question.question} />
        </h1>
      </section>
      {/* A fresh set of buttons per question: no focus or pressed look carried over. */}
      <div key={`options-${index}`}>
        <ChoiceOptions
          question={asPlayQuestion(question)}
          q={optionState(selected, verdict, revealedKey)}
          locked={locked}
          onPick={onPick}
        />
      </div>
    </>
  );
}

/** Before the first question opens. */
export function GetReady() {
  const { t } = useTranslation();
  return (
    <section className={styles.ready} aria-labelledby="get-ready">
      <h1 id="get-ready" className={styles.readyTitle}>
        {t('battle_get_ready')}
      </h1>
      <p>{t('battle_first_question')}</p>
    </section>
  );
}
