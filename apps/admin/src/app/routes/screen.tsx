import type { ReactNode } from 'react';
import { ScreenMessage } from '@/components/screen-message';
import type { AdminScreen } from '@/config/admin-screens';
import { useUser } from '@/lib/auth';
import { canAny } from '@/lib/authorization';
import { usePageTitle } from '@/lib/page-title';

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Every admin screen goes through here: its page title, a plain refusal when the person's permissions
 * do not include it (the server would refuse anyway), and, for a screen not built yet, a plain
 * statement of what it will do, with no made-up data.
 */
export function ScreenRoute({ screen, children }: { screen: AdminScreen; children?: ReactNode }) {
  const user = useUser();
  usePageTitle(screen.title);
  if (!canAny(user.permissions, screen.permissions)) {
    return (
      <ScreenMessage heading={`${screen.screen} is not available to you.`}>
        Your role does not include this screen. Ask a company admin if you need it.
      </ScreenMessage>
    );
  }
  if (children) return children;
  return (
    <ScreenMessage heading={`${screen.screen} is not available yet.`}>
      When it is built, this screen {lowerFirst(screen.summary)}
    </ScreenMessage>
  );
}
