import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconImage } from '../../../components/icons';
import styles from './ImageField.module.css';

export interface ImageChoice {
  /** A newly chosen file, sent as the action's `image` field. */
  file: File | null;
  /** The current picture is to be removed (sent as `remove_image=1`). */
  remove: boolean;
}

/**
 * A picture for a record: the current one (or the new file's preview), a file input and "remove". The
 * server re-encodes whatever is sent, so any usual photo format is accepted here.
 */
export function ImageField({
  label,
  current,
  value,
  onChange,
}: {
  label: string;
  current: string;
  value: ImageChoice;
  onChange: (next: ImageChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : ''), [value.file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const shown = preview || (value.remove ? '' : current);
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.thumb} aria-hidden="true">
          {shown ? <img src={shown} alt="" /> : <IconImage size={28} />}
        </div>
        <div className={styles.controls}>
          <label className={styles.pick} htmlFor={id}>
            {t('admin_image_choose')}
          </label>
          <input
            id={id}
            className={styles.file}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-label`}
            data-testid="image-input"
            onChange={(e) => onChange({ file: e.target.files?.[0] ?? null, remove: false })}
          />
          {shown ? (
            <button
              type="button"
              className={styles.remove}
              onClick={() => onChange({ file: null, remove: Boolean(current) })}
            >
              {t('admin_image_remove')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The payload fields of a choice: the file, or the removal flag, or nothing (keep). */
export const imageFields = (choice: ImageChoice): { image?: File; remove_image?: string } =>
  choice.file ? { image: choice.file } : choice.remove ? { remove_image: '1' } : {};
