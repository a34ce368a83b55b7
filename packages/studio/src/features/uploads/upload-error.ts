import { problemSchema } from '@tourview/schema';
import { DetailedError } from 'tus-js-client';
import { problemMessage } from '../../lib/problem-message.js';
import { ApiProblemError } from '../../lib/api-client.js';

/** Why an upload failed, in words, and whether trying again can help. */
export interface UploadFailure {
  message: string;
  retryable: boolean;
}

const LOST = 'The connection was lost. Retry to continue where the upload stopped.';

/**
 * What to tell the operator about a failed upload: the server's problem (`kitchen.jpg: 301 MB
 * is more than…`) when it answered one, else that the connection is gone. A refusal (4xx) stays
 * a refusal however often it is retried; a lost connection or a server error may not.
 */
export function uploadFailure(error: Error): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return { message: LOST, retryable: true };
  const status = response.getStatus();
  return { message: messageOf(response.getBody(), status), retryable: status >= 500 || status === 409 };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(text: string, status: number): string {
  const problem = problemSchema.safeParse(parsed(text));
  if (!problem.success) return `The upload failed (HTTP ${status}).`;
  return problemMessage(new ApiProblemError(problem.data));
}
