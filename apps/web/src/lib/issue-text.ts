import { PROBLEM_CODES, problemText } from '@portal/actuarial/problems';
import type { ApiIssue } from './api-error';

/**
 * An issue in the reader's language when the server said which engine problem it is. Apart
 * from the HTTP client (api-error.ts) so that the engine's texts stay out of the sign-in
 * page's download (decision 0041).
 */
export function issueText(issue: ApiIssue, language: 'en' | 'fr'): string {
  const code = PROBLEM_CODES.find((c) => c === issue.code);
  if (!code || typeof issue.params !== 'object' || issue.params === null) return issue.message;
  return problemText({ code, params: issue.params }, language);
}
