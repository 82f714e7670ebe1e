import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { accessibleCssVariablesResolver, createStorefrontTheme, QueryProgress } from '@patchbay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { clearLocalState } from '@/lib/auth';
import { createQueryClient } from '@/lib/react-query';

// The portal has its own fixed look (SPEC.md §2: admin hosts load different styles), not a storefront's.
const adminTheme = createStorefrontTheme({ themeColor: '#1c5d99', iconColor: '#f08c00' });

let sessionEnded = false;

/**
 * SPEC.md §6/§8: a 401 on any call but login clears the session and reloads the page; the reload
 * finds nobody signed in and the router shows the sign-in page with `?page=` back to here.
 */
function endSession() {
  if (sessionEnded) return; // several calls may fail at once: reload once
  sessionEnded = true;
  clearLocalState();
  window.location.reload();
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ onSessionEnded: endSession }));
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={adminTheme} cssVariablesResolver={accessibleCssVariablesResolver}>
        {/* Bottom right: a toast at the top would cover the top bar (name, role, Logout). */}
        <Notifications position="bottom-right" />
        <QueryProgress />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
