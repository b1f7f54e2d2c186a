// Short-lived signed download links (decision 0027): the spec's client opens a report PDF "in
// a new window from the report server", and a new window cannot send a bearer header. A link
// carries `?link=<session>.<expiry>.<mac>`: an HMAC-SHA256 over the session, the report
// folder, the file and the expiry, under a key derived from the server's signing secret (so
// a link's MAC can never pass as a jwt signature, nor the other way round). The access guard
// accepts it on the download route only, for a live session, until it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link opens its file: long enough to open a window, short enough to leak little. */
export const DOWNLOAD_LINK_LIFETIME_MS = 5 * 60 * 1000;

/** The query parameter that carries the link (and that the logs censor). */
export const LINK_PARAM = 'link';

const SESSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_BYTES = 32;

export interface LinkTarget {
  dir: string;
  file: string;
}

export class DownloadLinkSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('portal download links v1').digest();
  }

  /** The link's token for this session and file, valid from `now` for the link lifetime. */
  sign(sessionId: string, target: LinkTarget, now: Date): { token: string; expiresAt: Date } {
    const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_LIFETIME_MS) / 1000);
    const mac = this.#mac(sessionId, target, expires).toString('base64url');
    return { token: `${sessionId}.${expires}.${mac}`, expiresAt: new Date(expires * 1000) };
  }

  /** The session a token speaks for, when it was made for this file and has not expired. */
  verify(token: string, target: LinkTarget, now: Date): { sessionId: string } | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [sessionId, expiresText, macText] = parts as [string, string, string];
    if (!SESSION.test(sessionId) || !/^\d{1,12}$/.test(expiresText)) return null;
    const given = Buffer.from(macText, 'base64url');
    if (given.length !== MAC_BYTES || given.toString('base64url') !== macText) return null;
    const expires = Number(expiresText);
    if (!timingSafeEqual(given, this.#mac(sessionId, target, expires))) return null;
    if (expires * 1000 <= now.getTime()) return null;
    return { sessionId };
  }

  #mac(sessionId: string, target: LinkTarget, expires: number): Buffer {
    return createHmac('sha256', this.#key)
      .update(`${sessionId}\n${target.dir}\n${target.file}\n${expires}`)
      .digest();
  }
}

/** The download address with its link: GET /DB/{dir}/{file}?link=… */
export function linkedPath(path: string, token: string): string {
  return `${path}?${LINK_PARAM}=${encodeURIComponent(token)}`;
}
