import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

/**
 * A button for a destructive or hard-to-undo change: it asks first, in a dialog that names what will
 * happen, and stays busy while the change runs. `onConfirm` resolving to false keeps the dialog open
 * (the change failed and its toast said why).
 */
export function ConfirmButton({
  title,
  body,
  confirmLabel,
  onConfirm,
  children,
  variant = 'danger',
  small = true,
  testId,
  disabled,
}: {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<boolean | void>;
  children: ReactNode;
  variant?: ComponentProps<typeof Button>['variant'];
  small?: boolean;
  testId?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The dialog exists only while asked for: a table of rows does not carry a hidden dialog per row.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    node.showModal();
    const closed = () => setOpen(false);
    node.addEventListener('close', closed);
    return () => node.removeEventListener('close', closed);
  }, [open]);
  const confirm = async () => {
    setBusy(true);
    try {
      if ((await onConfirm()) !== false) dialog.current?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        small={small}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {children}
      </Button>
      {open ? (
        <Dialog
          ref={dialog}
          title={title}
          testId={testId ? `${testId}-dialog` : undefined}
          actions={
            <>
              <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button
                variant={variant}
                busy={busy}
                onClick={() => void confirm()}
                data-testid="confirm-action"
              >
                {confirmLabel}
              </Button>
            </>
          }
        >
          {body}
        </Dialog>
      ) : null}
    </>
  );
}
