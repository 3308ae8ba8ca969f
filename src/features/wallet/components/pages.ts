import './wallet.css';

// The money-out routes share one chunk (AppRoutes.tsx): they link to each other.
export { BankCardsPage } from './BankCardsPage';
export { PaymentPasswordPage } from './PaymentPasswordPage';
export { WithdrawPage } from './WithdrawPage';
