// A signed-in tab for the web benchmarks: a fresh sign-in's token data, put where the app
// keeps it (platform spec 4, session storage), as after a reload of a signed-in page.

export interface HeldSession {
  data: { jwt: string; challenge: string };
  username: string;
}

export async function signInForTab(base: string, username: string): Promise<HeldSession> {
  const response = await fetch(`${base}/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-challenge': 'none' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  const data = (await response.json()) as HeldSession['data'];
  return { data, username };
}

/** Runs in the page (an init script or an evaluate), so it uses nothing from outside. */
export function storeSession({ data, username }: HeldSession): void {
  if (sessionStorage.getItem('token')) return;
  sessionStorage.setItem('refreshToken', JSON.stringify(data));
  sessionStorage.setItem('token', data.jwt);
  sessionStorage.setItem('challenge', data.challenge);
  sessionStorage.setItem('username', username);
  sessionStorage.setItem('tokenMethod', 'PASSWORD');
  sessionStorage.setItem('authenticated', 'true');
}
