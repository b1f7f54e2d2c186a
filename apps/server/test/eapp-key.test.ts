import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, loadEappKey } from '../src/eapp/secrets';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the generated e-application key (decision 0061)', () => {
  it('is one key for servers starting together, kept 0600, with no draft left behind', async () => {
    folder = await mkdtemp(join(tmpdir(), 'eapp-key-'));
    const dir = folder;
    const loads = await Promise.all(Array.from({ length: 12 }, () => loadEappKey(undefined, dir)));
    const keys = new Set(loads.map((load) => load.key.toString('hex')));
    expect(keys.size).toBe(1);
    expect(loads.filter((load) => load.source === 'generated')).toHaveLength(1);
    expect(await readdir(dir)).toEqual([KEY_FILE]);
    expect((await stat(join(dir, KEY_FILE))).mode & 0o777).toBe(0o600);
    const again = await loadEappKey(undefined, dir);
    expect(again).toMatchObject({ source: 'file' });
    expect(again.key.toString('hex')).toBe([...keys][0]);
  });

  it('prefers the configured key and refuses one of the wrong size', async () => {
    folder = await mkdtemp(join(tmpdir(), 'eapp-key-'));
    const configured = Buffer.alloc(32, 7).toString('base64');
    await expect(loadEappKey(configured, folder)).resolves.toMatchObject({ source: 'environment' });
    await expect(loadEappKey('c2hvcnQ=', folder)).rejects.toThrow(/32 bytes/);
    expect(await readdir(folder)).toEqual([]);
  });
});
