'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Avatar } from '@/components/ui/avatar';
import { ProgressBar } from '@/components/ui/progress-bar';
import { AVATAR_MAX_BYTES, type Profile } from '@/contracts/profile';
import { failureMessage } from '@/lib/api/errors';
import { profileApi } from '../api/profile-api';
import { useApplyProfile } from '../hooks/use-profile';
import { profileKeys } from '../keys';

const ACCEPT = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/gif': [], 'image/avif': [], 'image/heic': [] };
const PREVIEW = 96;

/** Avatar upload (POST /web/profile/avatar): drop or pick an image, see it at once, follow the real upload progress. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.avatar');
  const applyProfile = useApplyProfile();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  // A refused upload keeps the old avatar and says why.
  const upload = useMutation({
    mutationKey: profileKeys.action('uploadAvatar'),
    mutationFn: (file: File) => profileApi.uploadAvatar(file, setProgress),
    onMutate: (file) => {
      setRejection(null);
      setPreview(URL.createObjectURL(file));
      setProgress(0);
    },
    onSuccess: ({ avatar }) => applyProfile({ ...profile, avatar }),
    onSettled: () => {
      setProgress(null);
      setPreview(null);
    },
  });

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reject = ([rejected]: FileRejection[]) => {
    const code = rejected?.errors[0]?.code;
    setRejection(
      code === 'file-too-large' ? t('tooLarge', { size: AVATAR_MAX_BYTES / 1024 / 1024 }) : code === 'file-invalid-type' ? t('wrongType') : t('failed'),
    );
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: AVATAR_MAX_BYTES,
    multiple: false,
    noClick: true,
    disabled: progress !== null,
    onDropAccepted: ([file]) => upload.mutate(file),
    onDropRejected: reject,
  });

  const error = rejection ?? failureMessage(upload.error);
  return (
    <div
      {...getRootProps({
        className: `flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed p-5 text-center wide:flex-row wide:text-left ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`,
      })}
    >
      <input {...getInputProps({ 'aria-label': t('choose') })} />
      <div className="relative shrink-0">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the chosen file
          <img src={preview} alt={t('preview')} width={PREVIEW} height={PREVIEW} className="size-24 rounded-full object-cover" />
        ) : (
          <Avatar user={profile} size={PREVIEW} />
        )}
      </div>
      <div className="flex-1 space-y-2">
        <p className="text-sm text-slate-600">{t('hint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}</p>
        {progress !== null ? (
          <div>
            <ProgressBar label={t('uploading')} fraction={progress} />
            <p className="mt-1 text-xs text-slate-500">{t('progress', { percent: Math.round(progress * 100) })}</p>
          </div>
        ) : (
          <button
            type="button"
            onClick={open}
            className="rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('choose')}
          </button>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
