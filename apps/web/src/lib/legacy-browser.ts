/** Old Internet Explorer (spec 2.1); public/legacy-check.js applies the same test in ES5. */
export function isLegacyBrowser(userAgent: string): boolean {
  return userAgent.includes('MSIE ') || userAgent.includes('Trident/');
}
