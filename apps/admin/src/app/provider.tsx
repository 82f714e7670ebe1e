import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createStorefrontTheme } from '@patchbay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryProgress } from '@/components/query-progress';
import { createQueryClient } from '@/lib/react-query';

// The portal has its own fixed look (SPEC.md §2: admin hosts load different styles), not a storefront's.
const adminTheme = createStorefrontTheme({ themeColor: '#1c5d99', iconColor: '#f08c00' });

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={adminTheme}>
        <Notifications position="top-right" />
        <QueryProgress />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
