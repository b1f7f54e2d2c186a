// "Apply" (issue 20 §1): the illustration becomes an e-application without re-keying. The
// application is handed over in session storage 'eAppFormData', the key the e-application
// reads first (inforce spec 4), so this feature does not import the e-application's code.

import type { IllustrationInputBody } from '@portal/contracts/illustration';
import { EAPP_STORAGE_KEY, prefillFromIllustration } from '@portal/domain/eapp/prefill';
import type { IllustrationFormValues } from './form-model';

export const EAPPLICATION_PATH = '/eapplication';

export function handOverToApplication(
  values: IllustrationFormValues,
  input: IllustrationInputBody | null,
  savedId?: string,
): void {
  const form = { ...prefillFromIllustration({ values, input, savedId }), pricing: input };
  sessionStorage.setItem(EAPP_STORAGE_KEY, JSON.stringify(form));
}
