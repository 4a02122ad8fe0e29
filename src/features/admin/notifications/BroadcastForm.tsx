import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { broadcastAudiences, type BroadcastAudience } from '../../../../contract/event-models';
import { Button } from '../../../components/Button';
import { Field, SelectField } from '../../../components/Field';
import { adminCall } from '../ui/admin-call';
import { fromLocalInput } from '../events/datetime';
import { ImageUpload } from '../events/ImageUpload';
import styles from '../events/Events.module.css';

const uiLanguages = ['english', 'french', 'arabic'] as const;

const blank = {
  title: '',
  body: '',
  image: '',
  imageUrl: '',
  link: '',
  audience: 'all' as BroadcastAudience,
  language: 'english',
  later: false,
  at: '',
};

/** Compose a broadcast: to everyone or a segment, now or at a time. */
export function BroadcastForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(blank);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof blank>) => setForm({ ...form, ...change });

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const sent = await adminCall(
      'admin_send_broadcast',
      {
        title: form.title.trim(),
        body: form.body.trim(),
        image: form.image,
        link: form.link.trim(),
        audience: form.audience,
        ...(form.audience === 'language' ? { audience_language: form.language } : {}),
        ...(form.later && form.at ? { scheduled_at: fromLocalInput(form.at) } : {}),
      },
      form.later ? t('admin_ev_broadcast_scheduled') : t('admin_ev_broadcast_sent'),
    );
    setBusy(false);
    if (!sent) return;
    setForm(blank);
    onSent();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void send(e)} data-testid="broadcast-form">
      <h2 className={styles.legend}>{t('admin_ev_broadcast_compose')}</h2>
      <Field
        label={t('admin_ev_title')}
        value={form.title}
        required
        maxLength={120}
        dir="auto"
        onChange={(e) => set({ title: e.target.value })}
        data-testid="broadcast-title"
      />
      <label className={styles.label}>
        {t('admin_ev_body')}
        <textarea
          className={styles.textarea}
          value={form.body}
          required
          maxLength={1000}
          dir="auto"
          onChange={(e) => set({ body: e.target.value })}
          data-testid="broadcast-body"
        />
      </label>
      <div className={styles.grid}>
        <Field
          label={t('admin_ev_link')}
          hint={t('admin_ev_link_hint')}
          value={form.link}
          placeholder="/contests/"
          pattern="/[^/\s].*|/"
          maxLength={300}
          dir="ltr"
          onChange={(e) => set({ link: e.target.value })}
        />
        <SelectField
          label={t('admin_ev_audience')}
          value={form.audience}
          onChange={(e) => set({ audience: e.target.value as BroadcastAudience })}
          data-testid="broadcast-audience"
        >
          {broadcastAudiences.map((a) => (
            <option key={a} value={a}>
              {t(`admin_ev_audience_${a}`)}
            </option>
          ))}
        </SelectField>
        {form.audience === 'language' ? (
          <SelectField
            label={t('admin_ev_language')}
            value={form.language}
            onChange={(e) => set({ language: e.target.value })}
          >
            {uiLanguages.map((l) => (
              <option key={l} value={l}>
                {t(`admin_ev_ui_${l}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <ImageUpload
        folder="broadcasts"
        url={form.imageUrl}
        onChange={(image, imageUrl) => set({ image, imageUrl })}
      />
      <div className={styles.actions}>
        <label className={styles.check}>
          <input type="checkbox" checked={form.later} onChange={(e) => set({ later: e.target.checked })} />
          {t('admin_ev_schedule')}
        </label>
        {form.later ? (
          <Field
            label={t('admin_ev_send_at')}
            type="datetime-local"
            value={form.at}
            required
            onChange={(e) => set({ at: e.target.value })}
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} data-testid="broadcast-send">
          {form.later ? t('admin_ev_schedule_button') : t('admin_ev_send_now')}
        </Button>
      </div>
    </form>
  );
}
