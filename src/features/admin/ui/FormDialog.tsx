import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { useFormAction } from '../../../lib/use-form-action';
import styles from './FormDialog.module.css';

/**
 * A console form in a modal: its fields, Save and Cancel, the server's message under the fields when
 * the save fails (the dialog stays open with what was typed), closed when it succeeds.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Throws on failure (the message is shown); resolves when saved. */
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const { busy, error, setError, run } = useFormAction();
  useEffect(() => {
    if (open) {
      setError('');
      if (!ref.current?.open) ref.current?.showModal();
    } else ref.current?.close();
  }, [open, setError]);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [onClose]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(onSubmit)) onClose();
  };
  const formId = `${testId ?? 'admin'}-form`;
  return (
    <Dialog
      ref={ref}
      title={title}
      testId={testId}
      wide
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} data-testid="form-save">
            {t('admin_save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {children}
        <FormError message={error} />
      </form>
    </Dialog>
  );
}
