import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import styles from './FormDialog.module.css';

/**
 * A button that opens a small form in a dialog (adjust coins, mark paid, reject). `onSubmit` resolving
 * to false keeps the dialog open (the server refused; its toast said why); the submit button stays
 * busy meanwhile, so a double click sends once. `onOpen` runs each time it opens (fresh keys, resets).
 */
export function FormButton({
  label,
  title,
  submitLabel,
  onSubmit,
  onOpen,
  children,
  variant = 'primary',
  testId,
}: {
  label: ReactNode;
  title: string;
  submitLabel: string;
  onSubmit: () => Promise<boolean>;
  onOpen?: () => void;
  children: ReactNode;
  variant?: ComponentProps<typeof Button>['variant'];
  testId: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await onSubmit()) dialog.current?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        small
        onClick={() => {
          onOpen?.();
          dialog.current?.showModal();
        }}
        data-testid={testId}
      >
        {label}
      </Button>
      <Dialog
        ref={dialog}
        wide
        title={title}
        testId={`${testId}-dialog`}
        actions={
          <>
            <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              variant={variant}
              busy={busy}
              type="submit"
              form={`${testId}-form`}
              data-testid="form-submit"
            >
              {submitLabel}
            </Button>
          </>
        }
      >
        <form id={`${testId}-form`} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          {children}
        </form>
      </Dialog>
    </>
  );
}
