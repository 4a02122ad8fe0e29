import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import styles from './AvatarPicker.module.css';

/** The side of the square sent to the server, which makes its own 256 px copy from it. */
const OUTPUT = 512;

/** Draws the chosen square of the picture into a JPEG (the browser applied the photo's orientation). */
async function cropped(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT, OUTPUT);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.92),
  );
}

/**
 * Preview and crop before upload: drag and zoom a round frame over the picture; "Save" sends that square.
 * Loaded only when a player picks a file (react-easy-crop is not in any first chunk).
 */
export default function AvatarCropDialog({
  file,
  onSave,
  onCancel,
}: {
  file: File;
  onSave(image: Blob): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [src] = useState(() => URL.createObjectURL(file));
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    return () => URL.revokeObjectURL(src);
  }, [src]);

  async function save() {
    // A picture the browser cannot draw (say, HEIC outside Safari) goes as it is: the server decides.
    if (unreadable || !area) return onSave(file);
    try {
      onSave(await cropped(src, area));
    } catch {
      onSave(file);
    }
  }

  return (
    <Dialog
      ref={dialog}
      title={t('profile_picture_crop')}
      testId="avatar-crop"
      actions={
        <>
          <Button block onClick={() => void save()} data-testid="avatar-crop-save">
            {t('profile_picture_save')}
          </Button>
          <Button block variant="secondary" onClick={onCancel} data-testid="avatar-crop-cancel">
            {t('cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.cropArea}>
        {unreadable ? (
          <p className={styles.cropNote}>{file.name}</p>
        ) : (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ onError: () => setUnreadable(true) }}
          />
        )}
      </div>
      <label className={styles.zoom}>
        <span>{t('profile_picture_zoom')}</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          disabled={unreadable}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
    </Dialog>
  );
}
