import type { InputHTMLAttributes, ReactNode } from 'react';

interface ToolFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The refusal under the field; null when there is none. */
  problem: string | null;
}

/** One labelled input of the player-protection tools, with its refusal announced under it. */
export function ToolField({ id, label, value, onChange, problem, ...input }: ToolFieldProps) {
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
