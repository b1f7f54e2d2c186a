// Fund names by fund id, in both languages (decision 0031): the illustration products' funds
// take their names from here, and the in-force documents' funds are shown with these labels.
import { labelTable } from './table';

export const FUND_LABELS = labelTable([
  { codes: ['DI', 'DIA1'], en: 'Daily Interest Account', fr: 'Compte à intérêt quotidien' },
  { codes: ['GIA5', 'GIA1'], en: '5-Year Guaranteed Interest', fr: 'Intérêt garanti 5 ans' },
  { codes: ['GIA10'], en: '10-Year Guaranteed Interest', fr: 'Intérêt garanti 10 ans' },
  { codes: ['CBF'], en: 'Canadian Bond Fund', fr: 'Fonds d’obligations canadiennes' },
  {
    codes: ['CEFI'],
    en: 'Canadian Equity Index Fund',
    fr: 'Fonds indiciel d’actions canadiennes',
  },
  { codes: ['APEF'], en: 'Asia Pacific Equity Fund', fr: 'Fonds d’actions Asie-Pacifique' },
  { codes: ['SPX'], en: 'S&P 500 Index Account', fr: 'Compte indiciel S&P 500' },
  { codes: ['TSX60'], en: 'S&P/TSX 60 Index Account', fr: 'Compte indiciel S&P/TSX 60' },
  { codes: ['CEA'], en: 'Canadian Equity Account', fr: 'Compte d’actions canadiennes' },
  { codes: ['SEG1'], en: 'Canadian Equity Fund', fr: 'Fonds d’actions canadiennes' },
  { codes: ['SEG2'], en: 'Balanced Income Fund', fr: 'Fonds de revenu équilibré' },
  { codes: ['LOAN'], en: 'Loan Collateral', fr: 'Garantie des avances' },
]);

/** A fund's name in a language: by its id, else by its English name, else as the data give it. */
export function fundLabel(
  fund: { fundID?: string; fundId?: string; fundName?: string },
  language: 'en' | 'fr',
): string {
  const entry = FUND_LABELS.find(fund.fundID ?? fund.fundId) ?? FUND_LABELS.find(fund.fundName);
  return entry ? entry[language] : (fund.fundName ?? fund.fundID ?? fund.fundId ?? '');
}
