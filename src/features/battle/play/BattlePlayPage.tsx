import { useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { BattleRoom, BattleVerdict } from '../../../../contract/battle-models';
import type { PlayQuestion } from '../../../../contract/models';
import { asApiError } from '../../../api';
import { Button, ButtonLink } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { IconCheck, IconClock, IconCoin, IconCross, IconHome, IconWifiOff } from '../../../components/icons';
import { EmptyState } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import { ChoiceOptions } from '../../../play/ChoiceOptions';
import { Countdown } from '../../../play/Countdown';
import { MathText } from '../../../play/MathText';
import playStyles from '../../../play/Play.module.css';
import type { QuestionState } from '../../../play/use-play-session';
import { serverNow } from '../net/battle-socket';
import { refreshCoins } from '../net/coins';
import { finishedBattleAtom } from '../net/finished-battle';
import { useBattleRoom } from '../net/use-battle-room';
import { playerName } from '../parts/players';
import { useSecondsLeft } from '../parts/use-seconds-left';
import { battleBase, battlePaths, type BattleArea } from '../paths';
import styles from './BattlePlay.module.css';
import { QuickMessages } from './QuickMessages';
import { Scoreboard } from './Scoreboard';
import { useNotices } from './use-notices';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];
/** After 'everyone left' the result normally follows at once; without it, this long, say so. */
const CLOSED_WAIT_MS = 3000;

const vibrate = (pattern: number | number[]) => {
  if ('vibrate' in navigator) navigator.vibrate(pattern);
};

/** The shared play screen's question in the shape the app's option buttons take. */
const asPlayQuestion = (q: NonNullable<BattleRoom['question']>): PlayQuestion => ({
  id: q.id,
  question: q.question,
  question_type: Number(q.question_type) || 1,
  kind: q.question_type === '2' ? 'true_false' : 'choice',
  image: q.image,
  audio: '',
  options: q.options,
  bookmarked: false,
});

/**
 * The option states: my pick at once (right, or wrong without giving the answer away), and the right
 * option for everyone when the question closes.
 */
function optionState(selected: string | undefined, verdict: BattleVerdict | undefined, revealed?: string) {
  const q: QuestionState = { removed: [], poll: [], hints: [], selected };
  if (revealed) q.verdict = { correct: verdict?.correct ?? false, answer: revealed };
  else if (verdict) q.verdict = { correct: verdict.correct, answer: verdict.correct ? verdict.answer : '' };
  return q;
}

/** /random-battle/play/:roomId and /group-battle/play/:roomId: one live question at a time. */
export default function BattlePlayPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roomId = '' } = useParams();
  const battle = useBattleRoom(roomId);
  const { room, mySeat, verdicts, revealed, result, closedCode } = battle;
  const setFinished = useSetAtom(finishedBattleAtom);
  const notices = useNotices(roomId);
  const leaveDialog = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  const [pending, setPending] = useState<{ index: number; key: string } | null>(null);
  const [answerError, setAnswerError] = useState<{ index: number; message: string } | null>(null);
  const [closedLong, setClosedLong] = useState(false);
  const exit = battleBase[area];

  const state = room?.state;
  const index = room?.question_index ?? -1;
  const question = room?.question ?? null;
  const verdict = verdicts[index];
  const revealedKey = revealed[index] ?? (state === 'reveal' ? verdict?.correct_answer : undefined);
  const secondsLeft = useSecondsLeft(room?.deadline_at ?? null, serverNow, state === 'started');
  const total = room?.seconds_per_question ?? 0;
  const remaining = Math.min(total, secondsLeft ?? 0);
  const mine = pending?.index === index ? pending.key : undefined;
  // Offline, an answer could not arrive in time: the options wait for the connection.
  const open = state === 'started' && !!question && !verdict && !mine && remaining > 0 && battle.connected;

  // A room still gathering players belongs to its lobby.
  useEffect(() => {
    if (state === 'waiting') void navigate(battlePaths.lobby(area, roomId), { replace: true });
  }, [state, area, roomId, navigate]);

  // The entry fee was taken when the game started: the header shows it.
  const paid = (room?.entry_fee ?? 0) > 0 && room?.kind !== 'bot';
  useEffect(() => {
    if (paid) refreshCoins();
  }, [paid]);

  // The end: the result screen reads it from the atom. A room found already over goes there too.
  useEffect(() => {
    if (leaving.current || !room) return;
    if (result) {
      setFinished({
        roomId,
        result,
        players: room.players,
        mySeat,
        category: room.category_id,
        leftCode: closedCode,
      });
      void navigate(battlePaths.result(area, roomId), { replace: true });
    } else if (room.state === 'finished') void navigate(battlePaths.result(area, roomId), { replace: true });
  }, [result, room, mySeat, closedCode, roomId, area, navigate, setFinished]);

  useEffect(() => {
    if (!closedCode || result) return;
    const timer = window.setTimeout(() => setClosedLong(true), CLOSED_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [closedCode, result]);

  const pick = async (key: string) => {
    if (!open) return;
    setPending({ index, key });
    setAnswerError(null);
    vibrate(15);
    try {
      const v = await battle.answer(index, key);
      vibrate(v.correct ? 40 : [40, 60, 40]);
    } catch (e) {
      setPending(null);
      setAnswerError({ index, message: asApiError(e).message });
    }
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!open || !question || e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const option = question.options[Number.parseInt(e.key, 10) - 1];
    if (option) {
      e.preventDefault();
      void pick(option.key);
    }
  });
  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);

  const leave = async () => {
    leaving.current = true;
    leaveDialog.current?.close();
    await battle.leave().catch(() => undefined);
    void navigate(exit, { replace: true });
  };

  const title = t('battle_play_title');
  const banner = battle.connected ? null : (
    <div className={styles.banner} role="status" data-testid="reconnecting">
      <IconWifiOff size={18} /> {t('battle_reconnecting')}
    </div>
  );

  if ((closedCode && closedLong) || (battle.error && !room))
    return (
      <div className={playStyles.screen} data-testid="battle-closed">
        <Seo title={title} />
        <h1 className="visually-hidden">{title}</h1>
        <EmptyState
          title={closedCode ? t(`code_${closedCode}`) : t('battle_not_here')}
          text={closedCode ? t('battle_closed_text') : battle.error?.message}
          action={
            <div className={styles.closedActions}>
              <ButtonLink to={exit} data-testid="closed-back">
                {t('battle_back_to_battles')}
              </ButtonLink>
              <ButtonLink to="/" variant="secondary">
                <IconHome size={20} /> {t('home')}
              </ButtonLink>
            </div>
          }
        />
      </div>
    );

  if (!room || state === 'waiting' || state === 'finished')
    return (
      <div className={playStyles.screen} aria-busy="true">
        <Seo title={title} />
        {banner}
        <Skeleton height={12} radius="var(--radius-pill)" />
        <Skeleton height={88} radius="var(--radius-xl)" />
        <Skeleton height={140} radius="var(--radius-xl)" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius="var(--radius-lg)" />
        ))}
      </div>
    );

  const others = room.players.filter((p) => p.seat !== mySeat && !p.forfeited);
  const waitingFor = others.filter((p) => !p.answered);
  const pot = room.entry_fee * room.players.filter((p) => !p.is_bot).length;
  const segmentState = (i: number) => {
    if (i === index) return 'current';
    if (i > index) return 'todo';
    return verdicts[i]?.correct ? 'correct' : 'wrong';
  };
  const letterOf = (key: string) => letters[question?.options.findIndex((o) => o.key === key) ?? -1] ?? key;
  const err = answerError?.index === index ? answerError.message : '';

  let feedback = null;
  if (verdict)
    feedback = (
      <div className={playStyles.feedback} data-kind={verdict.correct ? 'correct' : 'wrong'}>
        <span className={playStyles.feedbackIcon}>
          {verdict.correct ? <IconCheck size={20} /> : <IconCross size={20} />}
        </span>
        <span className={styles.feedbackText} data-testid="battle-verdict" data-correct={verdict.correct}>
          <span>
            {verdict.correct
              ? t('battle_verdict_right', { count: verdict.points })
              : t('battle_verdict_wrong')}
          </span>
          {revealedKey && !verdict.correct ? (
            <span className={styles.feedbackSub}>
              {t('battle_answer_was', { letter: letterOf(revealedKey) })}
            </span>
          ) : state === 'started' && waitingFor.length > 0 ? (
            <span className={styles.feedbackSub} data-testid="battle-waiting">
              {waitingFor.length === 1
                ? t('battle_waiting_for', { name: playerName(t, waitingFor[0]!) })
                : t('battle_waiting_for_many', { count: waitingFor.length })}
            </span>
          ) : null}
        </span>
      </div>
    );
  else if (revealedKey)
    feedback = (
      <div className={playStyles.feedback} data-kind="wrong">
        <span className={playStyles.feedbackIcon}>
          <IconClock size={20} />
        </span>
        <span className={styles.feedbackText} data-testid="battle-verdict" data-correct="false">
          <span>{t('battle_times_up')}</span>
          <span className={styles.feedbackSub}>
            {t('battle_answer_was', { letter: letterOf(revealedKey) })}
          </span>
        </span>
      </div>
    );
  else if (err)
    feedback = (
      <div className={playStyles.feedback} data-kind="wrong">
        <span className={playStyles.feedbackIcon}>
          <IconCross size={20} />
        </span>
        <span className={styles.feedbackText}>{err}</span>
      </div>
    );

  return (
    <div
      className={[playStyles.screen, styles.screen].join(' ')}
      data-testid="battle-play"
      data-state={state}
      data-kind={room.kind}
      data-question={index}
    >
      <Seo title={title} />
      <div className={styles.overlay}>
        {banner}
        <div className={styles.notices} aria-live="polite" data-testid="battle-notices">
          {notices.map((n) => {
            const p = room.players.find((x) => x.seat === n.seat);
            const name = p ? playerName(t, p) : '';
            return (
              <p key={n.id} className={styles.notice} data-kind={n.kind} data-testid={`notice-${n.kind}`}>
                {n.kind === 'left' ? <IconWifiOff size={18} /> : <IconCheck size={18} />}
                {n.kind === 'back'
                  ? t('battle_player_back', { name })
                  : room.players.length > 2
                    ? t('battle_player_left', { name })
                    : t('code_254')}
              </p>
            );
          })}
        </div>
      </div>
      <div className={playStyles.top}>
        <button
          type="button"
          className={playStyles.quit}
          aria-label={t('battle_leave')}
          onClick={() => leaveDialog.current?.showModal()}
          data-testid="battle-leave"
        >
          <IconCross size={24} />
        </button>
        <div
          className={playStyles.segments}
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={room.question_count}
          aria-valuenow={Math.max(1, index + 1)}
          aria-label={t('question_progress', { current: Math.max(1, index + 1), total: room.question_count })}
          data-testid="battle-progress"
        >
          {Array.from({ length: room.question_count }, (_, i) => (
            <span
              key={i}
              className={playStyles.segment}
              data-state={segmentState(i)}
              data-verdict={verdicts[i] ? verdicts[i].correct : undefined}
              data-testid={`segment-${i}`}
            />
          ))}
        </div>
        {question ? (
          <div className={styles.timer}>
            <Countdown remaining={remaining} total={total} />
          </div>
        ) : null}
      </div>

      <Scoreboard players={room.players} mySeat={mySeat} chat={battle.chat} />

      {question ? (
        <>
          <div className={styles.meta}>
            <span className={styles.counter}>
              <strong data-testid="battle-counter">
                {t('question_n_of', { current: index + 1, total: room.question_count })}
              </strong>{' '}
              · {t(`battle_kind_${room.kind}`)}
            </span>
            {pot > 0 ? (
              <span className={playStyles.coins} data-testid="battle-pot">
                <IconCoin size={16} />
                <span className="visually-hidden">{t('battle_prize')}:</span>
                {pot}
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
          <div key={`options-${index}`}>
            <ChoiceOptions
              question={asPlayQuestion(question)}
              q={optionState(verdict?.answer ?? mine, verdict, revealedKey)}
              locked={!open}
              onPick={(key) => void pick(key)}
            />
          </div>
        </>
      ) : (
        <section className={styles.ready} aria-labelledby="get-ready">
          <h1 id="get-ready" className={styles.readyTitle}>
            {t('battle_get_ready')}
          </h1>
          <p>{t('battle_first_question')}</p>
        </section>
      )}

      <div aria-live="polite" data-testid="battle-feedback" className={styles.feedbackSlot}>
        {feedback}
      </div>

      <QuickMessages onSay={battle.say} />

      <Dialog
        ref={leaveDialog}
        title={t('battle_leave_title')}
        testId="leave-dialog"
        actions={
          <>
            <Button onClick={() => leaveDialog.current?.close()} data-testid="leave-cancel">
              {t('keep_playing')}
            </Button>
            <Button variant="danger" onClick={() => void leave()} data-testid="leave-confirm">
              {t('battle_leave')}
            </Button>
          </>
        }
      >
        {paid ? t('battle_leave_text_fee', { count: room.entry_fee }) : t('battle_leave_text')}
      </Dialog>
    </div>
  );
}
