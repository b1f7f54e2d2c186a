import { CHALLENGE_HEADER, CHALLENGE_PLACEHOLDER } from '@portal/contracts/constants';
import { readChallenge, readToken } from './session-storage';

/**
 * A report output (GET /DB/{dir}/{file}) fetched with the session's headers and saved by the
 * browser under its name: the address answers only its owner's session, so a plain link would
 * be refused.
 */
export async function saveOutput(url: string, fileName: string): Promise<void> {
  const headers = new Headers();
  headers.set(CHALLENGE_HEADER, readChallenge() ?? CHALLENGE_PLACEHOLDER);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
