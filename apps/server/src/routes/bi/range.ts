import { rangeProblem } from '@portal/domain/bi/date-range';
import { ApiError } from '../../http/api-error';

/** A 400 that names the problem with the range, before anything is read. */
export function checkRange(query: { from: string; to: string }): void {
  const problem = rangeProblem(query.from, query.to);
  if (problem) throw new ApiError(400, 'validation', problem, [{ path: 'to', message: problem }]);
}
