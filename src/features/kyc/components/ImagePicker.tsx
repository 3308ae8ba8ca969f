import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

import type { KycImageSide } from '@/contract/kyc';

import type { SideUpload } from './use-side-uploads';

function SideTitle({ side }: { side: KycImageSide }) {
  if (side === 'FRONT') return <Trans>Front of the ID</Trans>;
  if (side === 'BACK') return <Trans>Back of the ID</Trans>;
  return <Trans>A selfie holding the ID</Trans>;
}

/**
 * One picture of the ID (docs/product.md#identity-verification): take it with the camera (the
 * front one for the selfie) or pick a file; it uploads as soon as it is chosen, with its progress,
 * and a failed upload offers Retry.
 */
export function ImagePicker({
  side,
  upload,
  uploadedBefore,
  disabled,
  onChoose,
  onRetry,
}: {
  side: KycImageSide;
  upload: SideUpload | undefined;
  uploadedBefore: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = upload?.previewUrl;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (file) onChoose(file);
    // The same file chosen again after a refusal must fire again.
    if (input) input.value = '';
  };
  const state = upload?.state ?? (uploadedBefore ? 'done' : 'empty');
  const busy = state === 'preparing' || state === 'uploading';

  return (
    <fieldset className="kyc-image" data-testid={`kyc-image-${side}`} data-state={state}>
      <legend className="kyc-image__title">
        <SideTitle side={side} />
      </legend>
      {preview ? (
        <img className="kyc-image__preview" src={preview} alt={t`Preview of the chosen picture`} />
      ) : (
        <div className="kyc-image__placeholder" aria-hidden="true" />
      )}
      {state === 'uploading' && (
        <progress className="kyc-image__progress" max={1} value={upload?.progress ?? 0} aria-label={t`Upload progress`} />
      )}
      <p className="kyc-image__status" role="status">
        {state === 'preparing' && <Trans>Preparing the picture…</Trans>}
        {state === 'uploading' && <Trans>Uploading… {Math.round((upload?.progress ?? 0) * 100)}%</Trans>}
        {state === 'done' && <Trans>Uploaded</Trans>}
      </p>
      {state === 'failed' && upload?.error && (
        <p className="field__error" role="alert" data-testid={`kyc-image-error-${side}`}>
          {upload.error}
        </p>
      )}
      <div className="kyc-image__actions">
        <input
          ref={cameraRef}
          id={`${id}-camera`}
          className="kyc-image__input"
          type="file"
          accept="image/png,image/jpeg"
          capture={side === 'SELFIE' ? 'user' : 'environment'}
          disabled={disabled || busy}
          onChange={() => choose(cameraRef.current)}
          data-testid={`kyc-camera-${side}`}
        />
        <label htmlFor={`${id}-camera`} className={`button button--small${disabled || busy ? ' is-disabled' : ''}`}>
          <Trans>Take photo</Trans>
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          className="kyc-image__input"
          type="file"
          accept="image/png,image/jpeg"
          disabled={disabled || busy}
          onChange={() => choose(fileRef.current)}
          data-testid={`kyc-file-${side}`}
        />
        <label htmlFor={`${id}-file`} className={`button button--small button--quiet${disabled || busy ? ' is-disabled' : ''}`}>
          <Trans>Choose file</Trans>
        </label>
        {state === 'failed' && upload?.file && (
          <button type="button" className="button button--small" onClick={onRetry} disabled={disabled} data-testid={`kyc-retry-${side}`}>
            <Trans>Retry</Trans>
          </button>
        )}
      </div>
    </fieldset>
  );
}
