import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../../../api';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { IconMail } from '../../../components/icons';
import styles from './Invite.module.css';
import { Card } from '../../../components/Card';

/**
 * Invite someone into this waiting room by their invite code (the one on their Invite Friends page):
 * the server checks the room and the player and sends them a notification and a push that joins them.
 */
export function InviteFriend({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [friend, setFriend] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const code = friend.trim();
    setStatus('');
    if (!code) return setError(t('rooms_invite_enter'));
    setBusy(true);
    setError('');
    try {
      const sent = await call('invite_to_battle', { room_code: roomCode, friends_code: code });
      setStatus(t(sent.already_invited ? 'rooms_invite_again' : 'rooms_invite_sent', { name: sent.name }));
      setFriend('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" pressed aria-labelledby={titleId} data-testid="lobby-invite">
      <h2 id={titleId} className={styles.title}>
        {t('rooms_invite_title')}
      </h2>
      <p className={styles.text}>{t('rooms_invite_text')}</p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('rooms_invite_label')}
          value={friend}
          onChange={(e) => {
            setFriend(e.target.value);
            if (error) setError('');
          }}
          error={error}
          placeholder="ABCD2345"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          dir="ltr"
          maxLength={32}
          data-testid="lobby-invite-code"
        />
        <Button type="submit" disabled={busy} data-testid="lobby-invite-send">
          <IconMail size={18} /> {t('rooms_invite_send')}
        </Button>
      </form>
      <p className={styles.status} role="status" data-testid="lobby-invite-status">
        {status}
      </p>
    </Card>
  );
}
