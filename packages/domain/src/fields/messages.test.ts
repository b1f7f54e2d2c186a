import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  fieldErrorText,
  fieldHelpText,
  formSummary,
  resolveMessage,
} from './message-text';
import { FIELD_MESSAGES, MESSAGE_KEYS } from './messages';

const NBSP = '\u00a0';

describe('spec 5 "Message keys: msg-Range, msg-TextLength, msg-checked, …, msg-NoErrors"', () => {
  it('are exactly the thirteen keys of the spec, spelled as it spells them', () => {
    expect(MESSAGE_KEYS).toEqual([
      'msg-Range',
      'msg-TextLength',
      'msg-checked',
      'msg-required',
      'msg-min',
      'msg-max',
      'msg-Option',
      'msg-ValidEmail',
      'msg-ValidPhone',
      'msg-Limits',
      'msg-Status',
      'msg-Error(s)',
      'msg-NoErrors',
    ]);
  });
  it.each(['en', 'fr'] as const)('%s has a non-empty default text for every key', (language) => {
    for (const key of MESSAGE_KEYS) expect(FIELD_MESSAGES[language][key]).not.toBe('');
  });
  it('French has the same keys as English, each translated, with the same placeholders', () => {
    expect(Object.keys(FIELD_MESSAGES.fr).sort()).toEqual(Object.keys(FIELD_MESSAGES.en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    for (const [key, english] of Object.entries(FIELD_MESSAGES.en)) {
      const french = FIELD_MESSAGES.fr[key as keyof typeof FIELD_MESSAGES.fr];
      expect(french, key).not.toBe(english);
      expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });
});

describe('resolveMessage', () => {
  it('fills {min} and {max}', () => {
    const text = resolveMessage(FIELD_MESSAGES.fr, 'msg-Range', { min: '1', max: `1${NBSP}000` });
    expect(text).toBe(`Entrez une valeur de 1 à 1${NBSP}000.`);
  });
  it('spec 5 "A missing translation yields an empty string"', () => {
    expect(resolveMessage({}, 'msg-Range', { min: '1', max: '2' })).toBe('');
    expect(resolveMessage(FIELD_MESSAGES.en, 'no-such-key')).toBe('');
  });
  it('keys inherited by every object are not translations', () => {
    expect(resolveMessage({}, 'constructor')).toBe('');
    expect(resolveMessage({}, 'toString')).toBe('');
  });
  it('a placeholder with no value is left empty, never shown in braces', () => {
    expect(resolveMessage({ k: 'From {min} to {max}.' }, 'k', { min: '1' })).toBe('From 1 to .');
  });
  it('errorMessage resolves a validation error', () => {
    expect(errorMessage(FIELD_MESSAGES.en, { key: 'msg-min', params: { min: '18' } })).toBe(
      'Enter a value of at least 18.',
    );
    expect(errorMessage(FIELD_MESSAGES.fr, { key: 'msg-required' })).toBe(
      'Ce champ est obligatoire.',
    );
  });
});

describe('spec 5 "Field help text comes from the key \'{field}-status\'"', () => {
  it('help text', () => {
    const catalogue = { 'txtAge-status': 'Age at last birthday' };
    expect(fieldHelpText(catalogue, 'txtAge')).toBe('Age at last birthday');
    expect(fieldHelpText(catalogue, 'txtName')).toBe('');
  });
});

describe("spec 5 \"error text from '{field}-error' falling back to '{field}-caption'\"", () => {
  it.each([
    [{ 'f-error': 'Age is wrong', 'f-caption': 'Age' }, 'Age is wrong'],
    [{ 'f-caption': 'Age' }, 'Age'],
    [{ 'f-error': '', 'f-caption': 'Age' }, 'Age'],
    [{}, ''],
  ])('%o → %s', (catalogue, expected) => {
    expect(fieldErrorText(catalogue, 'f')).toBe(expected);
  });
});

describe('spec 5 "Form summary: \'n Error(s)\' with singular or plural text; msg-NoErrors when none"', () => {
  it.each([
    [0, 'No errors', 'Aucune erreur'],
    [1, '1 error', '1 erreur'],
    [2, '2 errors', '2 erreurs'],
    [1500, '1,500 errors', `1${NBSP}500 erreurs`],
  ])('%i → %s / %s', (count, english, french) => {
    expect(formSummary(count, FIELD_MESSAGES.en, 'en')).toBe(english);
    expect(formSummary(count, FIELD_MESSAGES.fr, 'fr')).toBe(french);
  });
  it('a catalogue with only msg-Error(s) uses it for every count', () => {
    const catalogue = { 'msg-Error(s)': '{count} Error(s)', 'msg-NoErrors': 'OK' };
    expect(formSummary(1, catalogue)).toBe('1 Error(s)');
    expect(formSummary(3, catalogue)).toBe('3 Error(s)');
    expect(formSummary(0, catalogue)).toBe('OK');
  });
  it('an empty catalogue gives empty text', () => {
    expect(formSummary(3, {})).toBe('');
  });
});
