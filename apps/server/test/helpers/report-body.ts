// The new-business illustration report call's body, as the browser sends it: the engine input,
// a PDF and the names printed on it.
export const TERM_10_INPUT = {
  productId: '0131',
  faceAmount: 250_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
};

export function illustrationReportBody(name: string, insuranceData: object = TERM_10_INPUT) {
  return {
    reportName: 'illustration',
    reportNumber: 4,
    insuranceData,
    isRunPDF: true,
    isRunExcel: false,
    formData: { ownerName: name, insuredName: name, pages: {} },
  };
}
