// The worked examples of decision 0067 (packages/domain/src/needs/needs.test.ts), as typed.
export const LITE = {
  txtNeedsClientName: 'Marie Gagnon',
  txtNeedsAnnualIncome: '60000',
  txtNeedsIncomeYears: '20',
  txtNeedsDebts: '15000',
  txtNeedsMortgage: '250000',
  txtNeedsFinalExpenses: '25000',
  txtNeedsEducation: '80000',
  txtNeedsEmergencyFund: '30000',
  txtNeedsExistingCoverage: '200000',
  txtNeedsLiquidAssets: '50000',
  txtNeedsIndexation: '2',
  txtNeedsDiscountRate: '5',
};
