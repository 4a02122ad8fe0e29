import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, errorMessage } from '../../../api';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { useCoins } from '../../../lib/session';
import { useSystemConfig } from '../../../lib/settings';
import { battlePaths, type BattleArea } from '../paths';
import { CategoryStep } from './CategoryStep';
import { ChoiceChips } from './ChoiceChips';
import { CreateRoomBar } from './CreateRoomBar';
import { FeeStep } from './FeeStep';
import { feeChoices, questionChoices, roomRules, roomType } from './room-rules';
import styles from './RoomSetup.module.css';
import { Card } from '../../../components/Card';

/** Create a friend or group room: category, entry fee and number of questions, then off to its lobby. */
export function CreateRoomPanel({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSystemConfig();
  const coins = useCoins();
  const language = useContentLanguage();
  const questionsId = useId();
  const rules = roomRules(config, area);
  const fees = feeChoices(rules.baseFee);
  const counts = questionChoices(rules.maxQuestions);

  const [category, setCategory] = useState(0);
  const [feePick, setFee] = useState<number | null>(null);
  const [countPick, setCount] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The settings may change under an open page: a pick that is no longer offered falls back to the default.
  const fee = feePick !== null && fees.includes(feePick) ? feePick : fees[0]!;
  const count = countPick !== null && counts.includes(countPick) ? countPick : rules.maxQuestions;
  const short = coins < fee;

  async function create(e: FormEvent) {
    e.preventDefault();
    if (short) return;
    setBusy(true);
    setError('');
    try {
      const room = await call('create_room', {
        ...language,
        room_type: roomType[area],
        ...(rules.categories && category ? { category } : {}),
        no_of_que: count,
        entry_coin: fee,
      });
      void navigate(battlePaths.lobby(area, room.room_id));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form className={styles.panelBody} onSubmit={(e) => void create(e)} noValidate>
      {rules.categories ? <CategoryStep value={category} onChange={setCategory} /> : null}

      <FeeStep area={area} fees={fees} value={fee} coins={coins} onChange={setFee} />

      <Card as="section" pressed aria-labelledby={questionsId}>
        <h2 id={questionsId} className={styles.stepTitle}>
          {t('rooms_questions')}
        </h2>
        <ChoiceChips
          labelId={questionsId}
          value={count}
          onChange={setCount}
          layout="even"
          choices={counts.map((n) => ({
            value: n,
            label: n,
            ariaLabel: t('questions_count', { count: n }),
            testId: `room-questions-${n}`,
          }))}
        />
      </Card>

      <CreateRoomBar fee={fee} count={count} coins={coins} busy={busy} error={error} />
    </form>
  );
}
