import '../signed-in-styles';
import type { User } from '@portal/contracts/user';
import { type Section, visibleSubRoutes } from '@portal/domain/access/routes';
import { SectionPage } from '@/features/sections/components/section-page';
import { ShellLayout } from '@/features/shell/components/shell-layout';
import type { ScreenSectionId } from '@/lib/section-labels';
import { screenFor } from '../screens';

interface SignedInSectionProps {
  section: Section;
  subRoute: string | null;
  user: User;
}

/**
 * A section inside the signed-in shell. A bare section shows its first visible tab
 * (decision 0003), so that tab is the highlighted one.
 */
export default function SignedInSection({ section, subRoute, user }: SignedInSectionProps) {
  const tabs = visibleSubRoutes(section, user).map((sub) => sub.id);
  const activeTab = subRoute ?? tabs[0] ?? null;
  const id = section.id as ScreenSectionId;
  return (
    <ShellLayout section={id} tabs={tabs} activeTab={activeTab}>
      <SectionPage section={id} tab={activeTab} Screen={screenFor(section.id, activeTab)} />
    </ShellLayout>
  );
}
