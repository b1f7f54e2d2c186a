import type { AccessSubject } from '../access/permissions';
import { canUseNeedsAnalysisFull, canUseNeedsAnalysisLite } from '../access/products';
import type { NeedsKind } from './needs';

/**
 * Who gets which analysis (decision 0068). /proneeds is open (spec 2.1, 6), so everyone gets
 * the lite analysis as a calculator in the browser; the full analysis follows the full flag
 * (which reads the lite permission, spec 6); saving needs either needs-analysis right.
 */
export function needsKindsFor(subject: AccessSubject | null): NeedsKind[] {
  return subject && canUseNeedsAnalysisFull(subject) ? ['lite', 'full'] : ['lite'];
}

/** Saving (and printing) an analysis: the server's policy `needsAnalysis`. */
export function canSaveNeedsAnalysis(subject: AccessSubject): boolean {
  return canUseNeedsAnalysisLite(subject) || canUseNeedsAnalysisFull(subject);
}

/** Saving one of this kind: a full analysis needs the full right. */
export function canSaveNeedsKind(subject: AccessSubject, kind: NeedsKind): boolean {
  return needsKindsFor(subject).includes(kind) && canSaveNeedsAnalysis(subject);
}
