// The e-application's secret fields at rest (decision 0061): AES-256-GCM with a key from the
// environment, or one the server generates once and keeps in DATA_DIR.

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const KEY_FILE = 'eapp-encryption.key';

/** 32 bytes from base64 (or base64url) or 64 hex characters; null when it is neither. */
export function parseKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * The key: EAPP_ENCRYPTION_KEY when set, else the key file in the data directory, created
 * (mode 0600) the first time. Two servers starting together on one data directory read the
 * one file the first of them wrote (the link refuses to overwrite it).
 */
export async function loadEappKey(
  configured: string | undefined,
  dataDir: string,
): Promise<{ key: Buffer; source: 'environment' | 'generated' | 'file' }> {
  if (configured) {
    const key = parseKey(configured);
    if (!key) throw new Error('EAPP_ENCRYPTION_KEY must be 32 bytes in base64 or 64 hex digits');
    return { key, source: 'environment' };
  }
  const path = join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: a server that loses the
  // race never reads a key file the winner has created but not yet written.
  const draft = `${path}.${randomBytes(8).toString('hex')}.tmp`;
  try {
    const fresh = randomBytes(32);
    await writeFile(draft, `${fresh.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    await link(draft, path);
    return { key: fresh, source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const key = parseKey(await readFile(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a 32-byte key`);
  return { key, source: 'file' };
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** Encrypts a JSON value; `bound` (the application's id) must be given again to open it. */
export function seal(key: Buffer, value: unknown, bound: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(bound, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `v1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
}

export function open(key: Buffer, envelope: string, bound: string): unknown {
  const [version, iv, tag, body] = envelope.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not an envelope');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text);
}
