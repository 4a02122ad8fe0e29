import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BattleSnapshot } from '../../../../contract/battle-models';
import { errorMessage } from '../../../api';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { IconNext } from '../../../components/icons';
import { emit } from '../net/battle-socket';
import { areaOfKind, battlePaths } from '../paths';
import { readRoomCode, ROOM_CODE_LENGTH } from './room-rules';
import styles from './RoomSetup.module.css';
import { ActionBar } from '../../../components/ActionBar';
import { Card } from '../../../components/Card';

/** Where a joined room's player belongs: its lobby, or the game if it is already under way. */
function roomPath(room: BattleSnapshot) {
  const area = areaOfKind(room.kind);
  if (room.state === 'finished') return battlePaths.result(area, room.room_id);
  if (room.state === 'started' || room.state === 'reveal') return battlePaths.play(area, room.room_id);
  return battlePaths.lobby(area, room.room_id);
}

/**
 * Join by code. The code is read as typed or pasted (a whole invite link works too); a shared link's
 * code arrives in `initialCode` and is joined at once.
 */
export function JoinRoomPanel({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => readRoomCode(initialCode));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const autoJoined = useRef(false);

  async function join(value: string) {
    if (!value) return setError(t('rooms_enter_code'));
    if (value.length !== ROOM_CODE_LENGTH) return setError(t('rooms_code_not_valid'));
    setBusy(true);
    setError('');
    try {
      const room = await emit('room:join', { code: value });
      void navigate(roomPath(room));
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
      field.current?.querySelector('input')?.focus();
    }
  }

  const joinShared = useEffectEvent((shared: string) => {
    if (autoJoined.current || shared.length !== ROOM_CODE_LENGTH) return;
    autoJoined.current = true;
    void join(shared);
  });
  useEffect(() => joinShared(readRoomCode(initialCode)), [initialCode]);

  function submit(e: FormEvent) {
    e.preventDefault();
    void join(code);
  }

  return (
    <form className={styles.panelBody} onSubmit={submit} noValidate>
      <Card pressed>
        <div className={styles.codeField} ref={field}>
          <Field
            label={t('rooms_code_label')}
            hint={t('rooms_code_hint')}
            value={code}
            onChange={(e) => {
              setCode(readRoomCode(e.target.value));
              if (error) setError('');
            }}
            placeholder="ABC234"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            dir="ltr"
            error={error || undefined}
            data-testid="room-code-input"
          />
        </div>
        <p className={styles.note}>{t('rooms_join_note')}</p>
      </Card>
      <ActionBar>
        <Button type="submit" block busy={busy} data-testid="room-join">
          {t('rooms_join')} <IconNext size={20} />
        </Button>
      </ActionBar>
    </form>
  );
}
