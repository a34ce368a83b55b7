import { useCallback, useMemo, useRef, useState } from 'react';
import { ENQUIRY_ACTION, type EnquiryFields } from '@tourview/schema';
import { useConfig } from '../../config/config-context.js';
import { ApiProblemError, createApiClient } from '../../lib/api-client/index.js';
import { sendEnquiry } from '../../lib/api/index.js';
import { submitErrorKey, type SubmitErrorKey } from './submit-error.js';
import { addError, type FieldErrors } from './validate.js';

/** Where a submission stands. */
export type SubmitState =
  | { status: 'idle' | 'sending' | 'sent' }
  | { status: 'failed'; error: SubmitErrorKey; fieldErrors: FieldErrors };

/**
 * Sends an enquiry once at a time: a second submit while one is in flight is ignored, so a
 * double click never sends twice. `getToken` is asked for a fresh reCAPTCHA token per send.
 */
export function useEnquirySubmit(tourCode: string, getToken: (action: string) => Promise<string>) {
  const { publicDataApiBaseUrl } = useConfig();
  const client = useMemo(() => createApiClient({ baseUrl: publicDataApiBaseUrl }), [publicDataApiBaseUrl]);
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (fields: EnquiryFields): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ status: 'sending' });
      try {
        const recaptchaToken = await getToken(ENQUIRY_ACTION);
        await sendEnquiry(client, tourCode, { ...fields, recaptchaToken });
        setState({ status: 'sent' });
        return true;
      } catch (error) {
        setState({ status: 'failed', error: submitErrorKey(error), fieldErrors: serverFieldErrors(error) });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [client, tourCode, getToken],
  );
  return { state, submit };
}

function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiProblemError) for (const e of error.errors) addError(errors, e.path, e.message);
  return errors;
}
