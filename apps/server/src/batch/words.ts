// A batch's words in its own language (E or F), whoever's instance runs it.
import type { BatchRowProblem, CensusColumn } from '@portal/contracts/batch';
import { batchOutputsEn, batchOutputsFr } from '@portal/contracts/i18n/areas/batch-outputs';
import type { CensusRowProblem } from '@portal/domain/batch/census';
import { interpolate, type ReportLang } from '../reports/labels';

export const wordsOf = (language: string) => (language === 'F' ? batchOutputsFr : batchOutputsEn);
export const langOf = (language: string): ReportLang => (language === 'F' ? 'fr' : 'en');

export function errorTextOf(
  language: string,
  key: keyof typeof batchOutputsEn.errors,
  values: Record<string, string | number> = {},
): string {
  return interpolate(wordsOf(language).errors[key], values);
}

/** A refused row as the batch lists it: the code for the screen, the words for the workbook. */
export function rowProblem(
  language: string,
  line: number,
  reference: string,
  column: CensusColumn | null,
  code: CensusRowProblem,
  detail?: string,
): BatchRowProblem {
  const words = wordsOf(language).problems[code];
  return {
    line,
    reference,
    column,
    code,
    message: (detail ? `${words} ${detail}` : words).slice(0, 300),
  };
}

/** A refusal is read on screen: in the user's own language, whatever the outputs' language. */
export const answerLanguageOf = (user: { inputLanguage: string }): 'E' | 'F' =>
  user.inputLanguage === 'French' ? 'F' : 'E';
