import type { ReportInput } from '@portal/contracts/reports';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  Suspense,
  useContext,
} from 'react';

/** What a screen gives the report buttons: the payload to send when one is pressed. */
export interface ReportActionsProps {
  /** The report payload, or null when the form cannot make one (the buttons then do nothing). */
  buildPayload: () => ReportInput | null;
  /** Disables both buttons (for example while the form has errors). */
  disabled?: boolean;
  /** Offer Generate Excel beside Generate PDF (default true). */
  allowExcel?: boolean;
  /** The report call to use (default POST /Report/NewBusinessReport). */
  endpoint?: string;
  /** Shown beside the buttons: the report's language can differ from the screen's. */
  reportLanguage?: 'English' | 'French';
  /**
   * A report made sends a BUTTON_CLICK tracking event on this form (btnReportPDF or
   * btnReportExcel, at the click's time) with this detail: the ProQuote data reports count
   * them (decision 0078).
   */
  tracking?: { formName: string; detail: () => Record<string, unknown> };
}

type Actions =
  | ComponentType<ReportActionsProps>
  | LazyExoticComponent<ComponentType<ReportActionsProps>>;

const ReportActionsContext = createContext<Actions | null>(null);

/**
 * The mount point of the report buttons. Features do not import each other: the app
 * provides the reports feature's component here, and a screen renders <ReportActions />.
 */
export const ReportActionsProvider = ReportActionsContext.Provider;

export function ReportActions(props: ReportActionsProps) {
  const Actions = useContext(ReportActionsContext);
  if (!Actions) return null;
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
