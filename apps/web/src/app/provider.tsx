import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ReportActionsProvider } from '@/components/report-actions';
import { ThemeProvider } from './theme-provider';

/** The report buttons screens mount with <ReportActions />, loaded on first use. */
const ReportRunner = lazy(() => import('@/features/reports/report-runner'));

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ReportActionsProvider value={ReportRunner}>{children}</ReportActionsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
