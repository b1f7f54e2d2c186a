import { describe, expect, it } from 'vitest';
import { tokenData } from '../../test/fixtures';
import {
  clearSession,
  expireSession,
  readTokenData,
  STORAGE_KEYS,
  storeTokenData,
} from './session-storage';

describe('session storage', () => {
  it('keeps the token data object whole, with its jwt and challenge beside it', () => {
    storeTokenData(tokenData(3));
    expect(readTokenData()).toEqual(tokenData(3));
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-3');
    expect(sessionStorage.getItem(STORAGE_KEYS.challenge)).toBe('challenge-abc');
  });

  it('reads a damaged token object as none', () => {
    sessionStorage.setItem(STORAGE_KEYS.refreshToken, '{not json');
    expect(readTokenData()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.refreshToken, '{"jwt":1}');
    expect(readTokenData()).toBeNull();
  });

  it('clears everything but the bi entry', () => {
    storeTokenData(tokenData(1));
    sessionStorage.setItem(STORAGE_KEYS.bi, 'widgets');
    sessionStorage.setItem('someForm', '{}');
    clearSession();
    expect(Object.keys(sessionStorage)).toEqual([STORAGE_KEYS.bi]);
  });

  it('on a timeout drops the tokens and raises the expired flag', () => {
    storeTokenData(tokenData(1));
    expireSession();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.challenge)).toBe('challenge-abc');
    expect(sessionStorage.getItem(STORAGE_KEYS.expired)).toBe('true');
  });
});
