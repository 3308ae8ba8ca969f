import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';

import type { KycImageSide } from '@/contract/kyc';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isSessionExpired } from '@/lib/gateway/gateway-error';
import { blobToBase64, prepareKycImage } from '@/lib/kyc/prepare-image';
import { uploadKycImage } from '@/lib/kyc/upload-image';
import { selectSession, sessionExpired } from '@/lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

export interface SideUpload {
  state: 'preparing' | 'uploading' | 'done' | 'failed';
  progress: number;
  /** Shown while the page is open; revoked when it changes. Never stored. */
  previewUrl?: string;
  /** The prepared picture, kept in memory for Retry. */
  file?: { blob: Blob; contentType: string };
  error?: string;
}

/**
 * The pictures of one verification (docs/product.md#identity-verification): each is checked,
 * downscaled and uploaded as soon as it is chosen; they live in memory only.
 */
export function useSideUploads(maxBytes: number) {
  const { i18n, t } = useLingui();
  const token = useAppSelector(selectSession)?.token ?? '';
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<Partial<Record<KycImageSide, SideUpload>>>({});
  const attempt = useRef<Partial<Record<KycImageSide, number>>>({});

  const update = useCallback((side: KycImageSide, change: Partial<SideUpload>) => {
    setUploads((previous) => ({ ...previous, [side]: { ...(previous[side] ?? { state: 'preparing', progress: 0 }), ...change } }));
  }, []);

  const send = useCallback(
    async (side: KycImageSide, file: { blob: Blob; contentType: string }) => {
      const mine = (attempt.current[side] ?? 0) + 1;
      attempt.current[side] = mine;
      update(side, { state: 'uploading', progress: 0, error: undefined });
      const dataBase64 = await blobToBase64(file.blob);
      const result = await uploadKycImage({ side, contentType: file.contentType, dataBase64 }, token, (progress) => {
        if (attempt.current[side] === mine) update(side, { progress });
      });
      if (attempt.current[side] !== mine) return;
      if (result.ok) {
        update(side, { state: 'done', progress: 1 });
        return;
      }
      update(side, { state: 'failed', error: i18n._(errorMessage(result.error)) });
      // The upload goes past the base query, so it ends an expired session as the base query would.
      if (token && isSessionExpired(result.error)) dispatch(sessionExpired({ token }));
    },
    [dispatch, i18n, token, update],
  );

  const choose = useCallback(
    async (side: KycImageSide, chosen: File) => {
      attempt.current[side] = (attempt.current[side] ?? 0) + 1;
      setUploads((previous) => ({ ...previous, [side]: { state: 'preparing', progress: 0 } }));
      const prepared = await prepareKycImage(chosen, maxBytes);
      if (!prepared.ok) {
        const megabytes = Math.floor(maxBytes / (1024 * 1024));
        update(side, {
          state: 'failed',
          file: undefined,
          error:
            prepared.reason === 'type'
              ? t`Only PNG or JPG pictures can be used.`
              : prepared.reason === 'too-large'
                ? t`This picture is too large even after shrinking. Please use one under ${megabytes} MB.`
                : t`This picture could not be read. Please take it again.`,
        });
        return;
      }
      const file = { blob: prepared.blob, contentType: prepared.contentType };
      update(side, { file, previewUrl: URL.createObjectURL(prepared.blob) });
      await send(side, file);
    },
    [maxBytes, send, t, update],
  );

  const retry = useCallback(
    (side: KycImageSide) => {
      const file = uploads[side]?.file;
      if (file) void send(side, file);
    },
    [send, uploads],
  );

  return { uploads, choose, retry };
}
