'use client';

import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { AVATAR_MAX_BYTES, AVATAR_SOURCE_MAX_BYTES, croppedSquare } from './crop-image';

type Props = { onCropped: (avatar: Blob | null) => void; error?: string };

/** Whether a file starts like a JPEG, PNG or WebP image. */
function isAvatarImage(file: Blob): Promise<boolean> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const b = new Uint8Array(reader.result as ArrayBuffer);
      const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
      resolve((b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) || ascii(1, 4) === 'PNG' || (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'));
    };
    reader.onerror = () => resolve(false);
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

/** Choose a photo, move and zoom it inside a square, and keep that square (JPEG, 512×512). */
export function AvatarPicker({ onCropped, error }: Props) {
  const t = useTranslations('ProfileForm');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    // By its bytes, not its name or type: a renamed document would crop to a black square.
    if (!(await isAvatarImage(file))) return setProblem(t('avatarType'));
    if (file.size > AVATAR_SOURCE_MAX_BYTES) return setProblem(t('avatarSourceSize', { mb: AVATAR_SOURCE_MAX_BYTES / 1024 / 1024 }));
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  }

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function keep() {
    if (!source || !area) return;
    try {
      const blob = await croppedSquare(source, area);
      if (blob.size > AVATAR_MAX_BYTES) return setProblem(t('avatarSize', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }));
      setPreview(URL.createObjectURL(blob));
      onCropped(blob);
      setSource(null);
    } catch {
      setProblem(t('avatarType'));
    }
  }

  const message = problem ?? error;
  return (
    <div className="space-y-2">
      <label htmlFor="profile-avatar" className="block text-sm font-medium text-slate-700">{t('avatar')}</label>
      <div className="flex items-center gap-3">
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={t('avatarPreview')} width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
        )}
        <input id="profile-avatar" type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void choose(e)}
          aria-invalid={message ? true : undefined} aria-describedby={message ? 'profile-avatar-error' : 'profile-avatar-hint'}
          className="block w-full text-sm file:mr-3 file:h-11 file:rounded file:border-0 file:bg-primary-50 file:px-3 file:text-primary-700" />
      </div>
      {message ? <p id="profile-avatar-error" className="text-xs text-red-700">{message}</p> : <p id="profile-avatar-hint" className="text-xs text-slate-600">{t('avatarHint', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}</p>}
      {source && (
        <div className="space-y-3 rounded-lg border border-slate-200 p-3" role="group" aria-label={t('cropHeading')}>
          <div className="relative h-64 w-full overflow-hidden rounded-md bg-slate-900">
            <Cropper image={source} crop={crop} zoom={zoom} aspect={1} cropShape="round" showGrid={false} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={onCropComplete} />
          </div>
          <label className="flex items-center gap-3 text-sm text-slate-700">
            {t('zoom')}
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} className="h-11 flex-1" />
          </label>
          <div className="flex gap-2">
            <Button type="button" size="md" onClick={() => void keep()} disabled={!area}>{t('useCrop')}</Button>
            <Button type="button" size="md" variant="outline" onClick={() => setSource(null)}>{t('cancelCrop')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
