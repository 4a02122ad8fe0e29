import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Seo } from '../../../components/Seo';
import { useTimerCues } from '../../../lib/sound/cues';
import playStyles from '../../../play/Play.module.css';
import { serverNow } from '../net/battle-socket';
import { useBattleRoom } from '../net/use-battle-room';
import { playerName } from '../parts/players';
import { useSecondsLeft } from '../parts/use-seconds-left';
import { battleBase, type BattleArea } from '../paths';
import { AnswerFeedback } from './AnswerFeedback';
import { letterOf } from './battle-question';
import styles from './BattlePlay.module.css';
import { BattleNotices } from './BattleNotices';
import { ClosedView } from './ClosedView';
import { LeaveDialog } from './LeaveDialog';
import { PlaySkeleton } from './PlaySkeleton';
import { PlayTopBar } from './PlayTopBar';
import { GetReady, QuestionArea } from './QuestionArea';
import { QuickMessages } from './QuickMessages';
import { Scoreboard } from './Scoreboard';
import { useBattleAnswer } from './use-battle-answer';
import { useFollowRoom } from './use-follow-room';
import { useNotices } from './use-notices';

/** /random-battle/play/:roomId and /group-battle/play/:roomId: one live question at a time. */
export default function BattlePlayPage({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roomId = '' } = useParams();
  const battle = useBattleRoom(roomId);
  const { room, mySeat, verdicts, revealed, closedCode } = battle;
  const notices = useNotices(roomId);
  const leaveDialog = useRef<HTMLDialogElement>(null);
  // Once I chose to leave, the room's end is no longer mine to see.
  const leaving = useRef(false);
  const { paid, closedLong } = useFollowRoom(area, roomId, battle, leaving);

  const state = room?.state;
  const index = room?.question_index ?? -1;
  const question = room?.question ?? null;
  const verdict = verdicts[index];
  const revealedKey = revealed[index] ?? (state === 'reveal' ? verdict?.correct_answer : undefined);
  const secondsLeft = useSecondsLeft(room?.deadline_at ?? null, serverNow, state === 'started');
  const total = room?.seconds_per_question ?? 0;
  const remaining = Math.min(total, secondsLeft ?? 0);
  const answer = useBattleAnswer({
    index,
    question,
    verdict,
    // Offline, an answer could not arrive in time: the options wait for the connection.
    canAnswer: state === 'started' && remaining > 0 && battle.connected,
    answer: battle.answer,
  });
  // The clock is mine to beat until I answer; the question closing unanswered is my time up.
  useTimerCues(verdict || answer.mine ? null : state === 'reveal' ? 0 : remaining);

  const leave = async () => {
    leaving.current = true;
    leaveDialog.current?.close();
    await battle.leave().catch(() => undefined);
    void navigate(battleBase[area], { replace: true });
  };

  const title = t('battle_play_title');
  if ((closedCode && closedLong) || (battle.error && !room))
    return <ClosedView area={area} title={title} closedCode={closedCode} error={battle.error?.message} />;
  if (!room || state === 'waiting' || state === 'finished')
    return <PlaySkeleton title={title} connected={battle.connected} />;

  const waitingFor = room.players.filter((p) => p.seat !== mySeat && !p.forfeited && !p.answered);

  return (
    <div
      className={[playStyles.screen, styles.screen].join(' ')}
      data-testid="battle-play"
      data-state={state}
      data-kind={room.kind}
      data-question={index}
    >
      <Seo title={title} />
      <BattleNotices connected={battle.connected} notices={notices} players={room.players} />
      <PlayTopBar
        index={index}
        questionCount={room.question_count}
        verdicts={verdicts}
        timer={question ? { remaining, total } : null}
        onLeave={() => leaveDialog.current?.showModal()}
      />

      <Scoreboard players={room.players} mySeat={mySeat} chat={battle.chat} />

      {question ? (
        <QuestionArea
          room={room}
          question={question}
          verdict={verdict}
          selected={verdict?.answer ?? answer.mine}
          revealedKey={revealedKey}
          locked={!answer.open}
          onPick={(key) => void answer.pick(key)}
        />
      ) : (
        <GetReady />
      )}

      <div aria-live="polite" data-testid="battle-feedback" className={styles.feedbackSlot}>
        <AnswerFeedback
          verdict={verdict}
          revealedLetter={revealedKey ? letterOf(question, revealedKey) : null}
          waitingFor={
            state === 'started' && waitingFor.length > 0
              ? { name: playerName(t, waitingFor[0]!), count: waitingFor.length }
              : null
          }
          error={answer.error}
        />
      </div>

      <QuickMessages onSay={battle.say} />

      <LeaveDialog
        ref={leaveDialog}
        fee={paid ? room.entry_fee : 0}
        onStay={() => leaveDialog.current?.close()}
        onLeave={() => void leave()}
      />
    </div>
  );
}
