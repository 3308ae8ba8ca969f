/** The lottery screens' icons: inline SVG in currentColor, hidden from screen readers (labels sit beside them). */
import { LineIcon as Icon } from '@/components/icon/LineIcon';

export const ChevronIcon = () => (
  <Icon size={20} className="lottery-item__chevron">
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

/** Numbered balls: the lobby of every draw. */
export const LobbyIcon = () => (
  <Icon size={28}>
    <circle cx="7" cy="8" r="3.5" />
    <circle cx="17" cy="8" r="3.5" />
    <circle cx="12" cy="16.5" r="3.5" />
  </Icon>
);

export const ErrorIcon = () => (
  <Icon size={56} className="lottery-error__icon">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </Icon>
);
