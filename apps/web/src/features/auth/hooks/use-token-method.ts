import type { TokenMethod } from '@portal/contracts/auth';
import { useEffect, useState } from 'react';
import { fetchTokenMethod } from '@/lib/auth-api';
import { readTokenMethod } from '@/lib/session-storage';

/** The server's token method: the stored one at once, the server's answer when it comes. */
export function useTokenMethod(): TokenMethod {
  const [method, setMethod] = useState<TokenMethod>(readTokenMethod);
  useEffect(() => {
    let live = true;
    fetchTokenMethod().then(
      (answer) => {
        if (live) setMethod(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return method;
}
