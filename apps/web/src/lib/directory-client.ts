import type { DirectoryNonce, DirectorySettings } from '@portal/contracts/directory';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { http } from './http';

/** GET /api/directorySettings: the directory to sign in with (AD only; decision 0048). */
function fetchDirectorySettings(): Promise<DirectorySettings> {
  return http.request<DirectorySettings>('/api/directorySettings', { anonymous: true });
}

/**
 * Directory sign-in in the browser (decision 0051), with oidc-client-ts. Loaded with a dynamic
 * import only when the token method is AD, so the password login page never downloads it.
 * The pop-up and the silent frame both come back to /login, which completes them here.
 */
let manager: Promise<UserManager> | null = null;

function userManager(): Promise<UserManager> {
  if (!manager) {
    manager = fetchDirectorySettings().then((settings) => {
      const login = `${window.location.origin}/login`;
      return new UserManager({
        authority: settings.authority,
        client_id: settings.clientId,
        scope: settings.scope,
        response_type: 'code',
        redirect_uri: login,
        popup_redirect_uri: login,
        silent_redirect_uri: login,
        post_logout_redirect_uri: settings.postLogoutRedirect ?? login,
        userStore: new WebStorageStateStore({ store: window.sessionStorage }),
        stateStore: new WebStorageStateStore({ store: window.localStorage }),
        automaticSilentRenew: false,
        monitorSession: false,
        silentRequestTimeoutInSeconds: 10,
      });
    });
    manager.catch(() => {
      manager = null;
    });
  }
  return manager;
}

/**
 * A sign-in nonce from the portal (decision 0030): the portal opens a session only for an id
 * token that carries one it issued, so each directory request asks for a fresh one.
 */
async function portalNonce(): Promise<string> {
  const { nonce } = await http.request<DirectoryNonce>('/users/directory/nonce', {
    method: 'POST',
    anonymous: true,
  });
  return nonce;
}

/** Hands the directory's answer to the page that opened the pop-up or the frame. */
export async function completeCallback(): Promise<void> {
  const users = await userManager();
  await users.signinCallback(window.location.href);
}

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
}
export class InteractionRequiredError extends Error {
  override name = 'InteractionRequiredError';
}

/** A token without any window, while the directory's own session is alive. */
export async function silentIdToken(): Promise<string> {
  const users = await userManager();
  try {
    const user = await users.signinSilent({ nonce: await portalNonce() });
    if (!user?.id_token) throw new InteractionRequiredError('no id token');
    return user.id_token;
  } catch (error) {
    const code = (error as { error?: unknown }).error;
    if (
      code === 'interaction_required' ||
      code === 'login_required' ||
      code === 'consent_required'
    ) {
      throw new InteractionRequiredError(String(code));
    }
    throw error;
  }
}

/**
 * Spec 2.2: a pop-up sign-in, then a silent token acquisition (the pop-up's token when the
 * silent one is refused).
 */
export async function popupIdToken(): Promise<string> {
  const users = await userManager();
  let popupToken: string | undefined;
  try {
    // The pop-up comes back to a page with its own opener policy, which cuts it off from
    // this one (it answers through a BroadcastChannel and looks closed from here at once):
    // a closed-looking pop-up is no sign of a user giving up. One left open ends in 5 minutes.
    popupToken = (
      await users.signinPopup({
        nonce: await portalNonce(),
        popupWindowFeatures: { closePopupWindowAfterInSeconds: 300 },
      })
    )?.id_token;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // window.open answered null: the browser blocked the pop-up.
    if (/disposed window/i.test(message)) throw new PopupBlockedError(message);
    throw error;
  }
  try {
    return await silentIdToken();
  } catch (error) {
    if (popupToken) return popupToken;
    throw error;
  }
}

/** Spec 4: AD sign-out goes through the directory's own logout, back to /login. */
export async function signOutAtDirectory(idTokenHint: string | undefined): Promise<void> {
  const users = await userManager();
  await users.signoutRedirect(idTokenHint ? { id_token_hint: idTokenHint } : undefined);
}

/** The id token of the directory's signed-in user, read before session storage is cleared. */
export async function directoryIdTokenHint(): Promise<string | undefined> {
  const users = await userManager();
  return (await users.getUser())?.id_token;
}
