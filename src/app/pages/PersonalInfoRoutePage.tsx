import type { PersonalInfo } from '@/contract/personal';
import { MobileForm, ProfileForm } from '@/features/auth/components/PersonalInfoForms';
import { PersonalInfoPage } from '@/features/member/components/PersonalInfoPage';

// The member feature's page with the auth feature's forms: their fields, the register rules and
// the SMS code with its slider check are the auth feature's (docs/architecture.md#layers).
const renderProfileForm = (info: PersonalInfo, done: () => void) => <ProfileForm info={info} onDone={done} />;
const renderMobileForm = (info: PersonalInfo, done: () => void) => <MobileForm info={info} onDone={done} />;

/** /m/member/personalInfo (docs/product.md#personal-info). */
export function PersonalInfoRoutePage() {
  return <PersonalInfoPage renderProfileForm={renderProfileForm} renderMobileForm={renderMobileForm} />;
}
