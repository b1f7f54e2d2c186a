import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

/** Source files only: tests may reach across layers to check them. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import of the file as a path inside src/ (packages and libraries are left out). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(src, resolve(dirname(file), specifier))];
    return [];
  });
}

const violations = (files: string[], forbidden: (imported: string, file: string) => boolean) =>
  files.flatMap((file) => {
    const from = relative(src, file);
    return localImports(file)
      .filter((imported) => forbidden(imported, from))
      .map((imported) => `${from} imports ${imported}`);
  });

/** DESIGN.md: shared code → features → app; a feature never imports another feature. */
describe('the web app’s layers', () => {
  it('keeps each feature to itself', () => {
    const features = filesUnder(join(src, 'features'));
    const crossing = (imported: string, from: string) =>
      imported.startsWith('features/') && imported.split('/')[1] !== from.split('/')[1];
    expect(violations(features, crossing)).toEqual([]);
  });

  it('keeps shared code (components, lib, config) free of features and the app', () => {
    const shared = ['components', 'lib', 'config'].flatMap((folder) =>
      filesUnder(join(src, folder)),
    );
    const upward = (imported: string) => /^(features|app)\//.test(imported);
    expect(violations(shared, upward)).toEqual([]);
  });
});
