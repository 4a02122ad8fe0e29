import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, errorMessage, useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { IconCoin, IconLock, IconPlay, IconQuestion } from '../../../components/icons';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { coinsAtom } from '../../../lib/session';
import { systemConfigAtom } from '../../../lib/settings';
import { battlePaths, type BattleArea } from '../paths';
import { ChoiceChips } from './ChoiceChips';
import { feeChoices, questionChoices, roomRules, roomType } from './room-rules';
import styles from './RoomSetup.module.css';

function CategorySkeletons() {
  return (
    <div className={styles.chips} aria-hidden="true">
      {[120, 96, 132, 84, 110].map((w, i) => (
        <Skeleton key={i} height={44} width={w} radius="var(--radius-pill)" />
      ))}
    </div>
  );
}

/** Non-premium quiz-zone categories (the server draws battle questions from nothing else), or all of them. */
function CategoryStep({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: 1, ...language });
  const open = (categories.data ?? []).filter((c) => !c.is_premium);

  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {t('rooms_category')}
      </h2>
      {categories.loading ? (
        <CategorySkeletons />
      ) : categories.error && categories.error.code !== '102' ? (
        <ErrorState
          message={categories.error.message}
          offline={categories.error.code === 'offline'}
          onRetry={categories.reload}
        />
      ) : (
        <ChoiceChips
          labelId={id}
          layout="scroll"
          value={value}
          onChange={onChange}
          choices={[
            { value: 0, label: t('rooms_all_categories'), testId: 'room-category-all' },
            ...open.map((c) => ({
              value: c.id,
              testId: `room-category-${c.slug}`,
              label: (
                <>
                  {c.image ? (
                    <img className={styles.chipImage} src={c.image} alt="" />
                  ) : (
                    <span className={styles.chipInitial} aria-hidden="true">
                      {c.category_name.trim().charAt(0)}
                    </span>
                  )}
                  <span dir="auto">{c.category_name}</span>
                </>
              ),
            })),
          ]}
        />
      )}
    </section>
  );
}

/** Create a friend or group room: category, entry fee and number of questions, then off to its lobby. */
export function CreateRoomPanel({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAtomValue(systemConfigAtom);
  const coins = useAtomValue(coinsAtom);
  const language = useContentLanguage();
  const ids = { fee: useId(), feeNote: useId(), questions: useId(), warning: useId() };
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

      <section className={styles.step} aria-labelledby={ids.fee}>
        <div className={styles.stepHead}>
          <h2 id={ids.fee} className={styles.stepTitle}>
            {t('rooms_entry_fee')}
          </h2>
          <span className={styles.myCoins} data-testid="room-my-coins-line">
            <IconCoin size={18} className={styles.coinIcon} />
            {t('rooms_your_coins')} <b data-testid="room-my-coins">{coins}</b>
          </span>
        </div>
        <ChoiceChips
          labelId={ids.fee}
          describedBy={ids.feeNote}
          value={fee}
          onChange={setFee}
          layout="even"
          choices={fees.map((f) => ({
            value: f,
            testId: `room-fee-${f}`,
            ariaLabel:
              f === 0
                ? t('rooms_free')
                : [t('rooms_fee_each', { fee: f }), coins < f ? t('rooms_not_enough_coins') : '']
                    .filter(Boolean)
                    .join(', '),
            label:
              f === 0 ? (
                t('rooms_free')
              ) : (
                <>
                  {coins < f ? (
                    <IconLock size={14} className={styles.chipLock} />
                  ) : (
                    <IconCoin size={18} className={styles.coinIcon} />
                  )}
                  {f}
                </>
              ),
          }))}
        />
        <p id={ids.feeNote} className={styles.note}>
          {t(area === 'group' ? 'rooms_fee_note_group' : 'rooms_fee_note_friend')}
        </p>
      </section>

      <section className={styles.step} aria-labelledby={ids.questions}>
        <h2 id={ids.questions} className={styles.stepTitle}>
          {t('rooms_questions')}
        </h2>
        <ChoiceChips
          labelId={ids.questions}
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
      </section>

      <div className={styles.actionBar}>
        {short ? (
          <div id={ids.warning} className={styles.warning} role="status" data-testid="room-not-enough-coins">
            <IconLock size={20} />
            <span>
              <b>{t('rooms_not_enough_coins')}</b> {t('rooms_not_enough_coins_text', { fee, coins })}
            </span>
          </div>
        ) : (
          <p className={styles.summary}>
            <span className={styles.summaryItem}>
              <IconCoin size={16} className={styles.coinIcon} />{' '}
              {fee === 0 ? t('rooms_free') : t('rooms_fee_each', { fee })}
            </span>
            <span className={styles.summaryItem}>
              <IconQuestion size={16} /> {t('questions_count', { count })}
            </span>
          </p>
        )}
        {error ? (
          <p className={styles.formError} role="alert" data-testid="room-create-error">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          busy={busy}
          disabled={short}
          aria-describedby={short ? ids.warning : undefined}
          data-testid="room-create"
        >
          <IconPlay size={20} /> {t('rooms_create')}
        </Button>
      </div>
    </form>
  );
}
