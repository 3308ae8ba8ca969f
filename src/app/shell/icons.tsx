/** The shell's icons: inline SVG, drawn with currentColor, hidden from screen readers (labels sit beside them). */
// With its extension: the build's config imports this file too (build/first-paint-tab-bar.ts).
import { LineIcon as Icon } from '../../components/icon/LineIcon.tsx';

export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const InviteIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <path d="M18 8v6M15 11h6" />
  </Icon>
);

export const PromotionIcon = () => (
  <Icon>
    <path d="M4 10v4h3l6 4V6L7 10H4z" />
    <path d="M17 9a4 4 0 010 6" />
  </Icon>
);

export const DepositIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18" />
    <circle cx="16.5" cy="14.5" r="1.2" />
  </Icon>
);

export const RewardIcon = () => (
  <Icon>
    <path d="M8 4h8v5a4 4 0 01-8 0V4z" />
    <path d="M8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 20h8" />
  </Icon>
);

export const MemberIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
  </Icon>
);

export const OfflineIcon = () => (
  <Icon>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 017 0M5 13a10 10 0 015-2.7M19 13a10 10 0 00-3.4-2.3M2 9.5a15 15 0 014.5-2.8M22 9.5A15 15 0 0011 6" />
  </Icon>
);

export const MaintenanceIcon = () => (
  <Icon>
    <path d="M14.7 6.3a4 4 0 00-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 005.4-5.4l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z" />
  </Icon>
);

export const RestrictedIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </Icon>
);
